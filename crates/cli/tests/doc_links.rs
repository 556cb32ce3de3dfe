//! The guide's links hold: every relative link in every Markdown file of the project names a
//! file that exists, and a link to a heading (`file.md#heading`, `#heading`) names a heading
//! that file has, by the anchors GitHub gives headings. `docs/README.md` is the guide's index;
//! it links every doc, and every doc is linked from it.

mod common;

use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};

/// The lines of a Markdown text outside its fenced code blocks.
fn prose(text: &str) -> impl Iterator<Item = &str> {
    let mut fenced = false;
    text.lines().filter(move |line| {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            return false;
        }
        !fenced
    })
}

/// The anchor GitHub gives a heading: lower case, punctuation but `-` and `_` dropped, spaces
/// turned to `-`.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown text's headings (outside code blocks), repeats numbered as GitHub
/// numbers them.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in prose(text) {
        if let Some(h) = line.strip_prefix('#') {
            let h = h.trim_start_matches('#');
            if h.starts_with(' ') {
                let base = slug(&h.replace('`', ""));
                let mut s = base.clone();
                let mut n = 0;
                while out.contains(&s) {
                    n += 1;
                    s = format!("{base}-{n}");
                }
                out.insert(s);
            }
        }
    }
    out
}

/// The targets of the inline links `[text](target)` of a Markdown text, outside code.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in prose(text) {
        // Inline code spans are not links.
        let plain: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let mut rest = plain.as_str();
        while let Some(i) = rest.find("](") {
            let after = &rest[i + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end].split_whitespace().next().unwrap_or("");
            out.push(target.to_owned());
            rest = &after[end..];
        }
    }
    out
}

/// `path` with `.` and `..` taken out.
fn normal(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

fn root() -> PathBuf {
    normal(&common::repo_root())
}

/// The Markdown files under `dir`.
fn markdown(dir: &Path) -> Vec<PathBuf> {
    common::project_files(dir, &|name| name.ends_with(".md"))
}

#[test]
fn every_relative_link_in_the_docs_names_a_file_and_heading_that_exist() {
    let root = root();
    let files = markdown(&root);
    assert!(files.len() > 15, "{} Markdown files", files.len());
    let mut broken = Vec::new();
    let mut checked = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for target in links(&text) {
            if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let (file, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let path = if file.is_empty() {
                f.clone()
            } else {
                normal(&f.parent().unwrap().join(file))
            };
            let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
            if !path.exists() {
                broken.push(format!("{rel}: {target} (no such file)"));
                continue;
            }
            if !anchor.is_empty() && path.extension().is_some_and(|e| e == "md") {
                let there = anchors(&std::fs::read_to_string(&path).unwrap());
                if !there.contains(anchor) {
                    broken.push(format!("{rel}: {target} (no such heading)"));
                }
            }
        }
    }
    assert!(
        broken.is_empty(),
        "{} broken links:\n{}",
        broken.len(),
        broken.join("\n")
    );
    assert!(checked > 50, "only {checked} links checked");
}

#[test]
fn the_guides_index_links_every_doc() {
    let root = root();
    let index = root.join("docs/README.md");
    let text = std::fs::read_to_string(&index).expect("docs/README.md, the guide's index");
    let linked: BTreeSet<PathBuf> = links(&text)
        .iter()
        .filter(|t| !t.contains("://"))
        .map(|t| normal(&root.join("docs").join(t.split('#').next().unwrap_or(""))))
        .collect();
    let docs = markdown(&root.join("docs"));
    let missing: Vec<String> = docs
        .iter()
        .filter(|d| **d != index && !linked.contains(*d))
        .map(|d| d.strip_prefix(&root).unwrap_or(d).display().to_string())
        .collect();
    assert!(
        missing.is_empty(),
        "docs the index does not link: {missing:?}"
    );
    // The README sends its reader into the guide.
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(
        links(&readme).iter().any(|t| t == "docs/README.md"),
        "README.md links docs/README.md"
    );
}

#[test]
fn the_anchors_are_githubs() {
    assert_eq!(
        slug("The scenario editor and the library"),
        "the-scenario-editor-and-the-library"
    );
    assert_eq!(slug("`umpire balance`"), "umpire-balance");
    assert_eq!(
        slug("What history says of each"),
        "what-history-says-of-each"
    );
    let a = anchors("# A\n## B\n## B\n```\n# not\n```\n");
    assert_eq!(a.into_iter().collect::<Vec<_>>(), ["a", "b", "b-1"]);
    assert_eq!(
        links("[x](a.md#b) `[y](c)` [z](https://x)"),
        ["a.md#b", "https://x"]
    );
}
