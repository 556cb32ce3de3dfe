//! Text for a terminal of fixed width: long lines broken at spaces, never cut.

/// Appends `line` to `out`, broken at spaces into lines of at most `width` characters, each
/// continuation starting with `indent`. A word longer than a whole line is split where it must
/// be. Every line appended ends with a newline.
pub fn wrap(line: &str, width: usize, indent: &str, out: &mut String) {
    let indent_len = indent.chars().count();
    let mut rest: Vec<char> = line.trim_end().chars().collect();
    let mut first = true;
    loop {
        let room = if first {
            width
        } else {
            out.push_str(indent);
            width.saturating_sub(indent_len).max(1)
        };
        if rest.len() <= room {
            out.extend(rest.iter());
            out.push('\n');
            return;
        }
        let cut = rest[..=room]
            .iter()
            .rposition(|&c| c == ' ')
            .filter(|&k| k > 0 && rest[..k].iter().any(|&c| c != ' '))
            .unwrap_or(room);
        out.extend(rest[..cut].iter());
        out.push('\n');
        let skip = rest[cut..].iter().take_while(|&&c| c == ' ').count();
        rest.drain(..cut + skip);
        first = false;
    }
}

#[cfg(test)]
mod tests {
    use super::wrap;

    fn wrapped(line: &str, width: usize) -> String {
        let mut out = String::new();
        wrap(line, width, "    ", &mut out);
        out
    }

    #[test]
    fn short_lines_are_kept_whole() {
        assert_eq!(wrapped("a short line", 80), "a short line\n");
        assert_eq!(wrapped("", 80), "\n");
    }

    #[test]
    fn long_lines_break_at_spaces_and_indent_the_rest() {
        let text = wrapped("#1 909th Rifle Regiment/247th Rifle Division", 24);
        assert_eq!(
            text,
            "#1 909th Rifle\n    Regiment/247th Rifle\n    Division\n"
        );
        for l in text.lines() {
            assert!(l.chars().count() <= 24, "{l}");
        }
    }

    #[test]
    fn a_word_longer_than_a_line_is_split() {
        assert_eq!(wrapped("abcdefghij", 6), "abcdef\n    gh\n    ij\n");
    }
}
