//! The project speaks of itself as it is now: no file of it names the working periods it was
//! built in (the word is put together below, so that this file does not hold it). The history
//! is CHANGELOG.md's and git's.
//!
//! A doc being rewritten may be listed in `NOT_YET` with the most it holds; the test fails once
//! it is clean, so that the list only shrinks. The list is empty.

use std::path::{Path, PathBuf};

/// Docs still being rewritten, each with the count of the word it holds at most.
const NOT_YET: &[(&str, usize)] = &[];

/// Directories that are not the project's own text: builds, packages, vendored code, git.
const SKIP: &[&str] = &["target", "node_modules", ".git", "vendor"];

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if p.is_dir() {
            if !SKIP.contains(&name) {
                files(&p, out);
            }
        } else {
            out.push(p);
        }
    }
}

#[test]
fn no_file_of_the_project_names_its_working_periods() {
    let word = ["ses", "sion"].concat();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut all = Vec::new();
    files(&root, &mut all);
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
