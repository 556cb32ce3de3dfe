//! The project speaks of itself as it is now: no file of it names the working periods it was
//! built in (the word is put together below, so that this file does not hold it). The history
//! is CHANGELOG.md's and git's.
//!
//! A doc being rewritten may be listed in `NOT_YET` with the most it holds; the test fails once
//! it is clean, so that the list only shrinks. The list is empty.

mod common;

/// Docs still being rewritten, each with the count of the word it holds at most.
const NOT_YET: &[(&str, usize)] = &[];

#[test]
fn no_file_of_the_project_names_its_working_periods() {
    let word = ["ses", "sion"].concat();
    let root = common::repo_root();
    let all = common::project_files(&root, &|_| true);
    assert!(all.len() > 100, "the walk found {} files", all.len());
    let mut found = Vec::new();
    for p in &all {
        // Text files only; an image or a binary fixture is not read.
        let Ok(text) = std::fs::read_to_string(p) else {
            continue;
        };
        let n = text.to_lowercase().matches(&word).count();
        let rel = p
            .strip_prefix(&root)
            .unwrap_or(p)
            .to_string_lossy()
            .replace('\\', "/");
        match NOT_YET.iter().find(|(f, _)| *f == rel) {
            Some((_, most)) => {
                assert!(n > 0, "{rel} is clean now: take it off NOT_YET");
                assert!(
                    n <= *most,
                    "{rel} holds the word {n} times, more than {most}"
                );
            }
            None if n > 0 => found.push(format!("{rel}: {n}")),
            None => {}
        }
    }
    assert!(
        found.is_empty(),
        "files that name the project's working periods: {found:?}"
    );
}
