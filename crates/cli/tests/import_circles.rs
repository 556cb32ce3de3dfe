//! No crate's files import each other in a circle (issue 64, item 4): each rule set's phases
//! return to the one module that owns its sequence of play, and nothing below imports what is
//! above it.
//!
//! A module is a `.rs` file under `crates/*/src`, named by its path (`movement/terrain.rs` is
//! `movement::terrain`); the crate's root (`lib.rs`, `main.rs`), which declares the modules and
//! holds the rule set's type, is left out. A file depends on another when it names it by a path
//! (`crate::fire::kill`, `super::place`, `use crate::state::{Loc, Side}`), resolved to the
//! deepest module of the path; a path that starts with a plain name (`units::Kind`, `use
//! sample::*`) starts in the file's own module. A file split off its parent for length
//! (`state/units.rs` of `state.rs`) is part of it: Rust gives it the parent's private items,
//! so its paths up to the parent (`use super::*;`, `crate::game::State` in a `game/` file) are
//! not counted, nor is the parent's glob of it (`pub use units::*;`); the parent naming what a
//! child holds (`sample::sample_hidden(…)`) is.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

/// Comments, strings and character literals blanked out, so that only code is read.
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                    i += 1;
                }
                i += 2;
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                out.push_str("\"\"");
            }
            b'\'' if b.get(i + 2) == Some(&b'\'') || b.get(i + 1) == Some(&b'\\') => {
                // A character literal ('a', '\n', '\''); a lifetime has no closing quote.
                i += 2;
                while i < b.len() && b[i] != b'\'' {
                    i += 1;
                }
                i += 1;
            }
            c => {
                out.push(c as char);
                i += 1;
            }
        }
    }
    out
}

/// The paths of a `use` tree, braces expanded: `a::{b, c::{d, e as f}}` gives `a::b`,
/// `a::c::d`, `a::c::e`.
fn expand(tree: &str, prefix: &str, out: &mut Vec<String>) {
    let mut depth = 0;
    let mut start = 0;
    let mut items = Vec::new();
    for (k, c) in tree.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&tree[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    items.push(&tree[start..]);
    for item in items.into_iter().map(str::trim).filter(|i| !i.is_empty()) {
        if let (Some(open), true) = (item.find('{'), item.ends_with('}')) {
            let head = item[..open].trim_end_matches("::");
            expand(&item[open + 1..item.len() - 1], &join(prefix, head), out);
        } else {
            let item = item.split(" as ").next().unwrap_or(item).trim();
            out.push(join(prefix, item));
        }
    }
}

fn join(a: &str, b: &str) -> String {
    match (a.is_empty(), b.is_empty()) {
        (true, _) => b.to_owned(),
        (_, true) => a.to_owned(),
        _ => format!("{a}::{b}"),
    }
}

/// Every path a file names from its own crate.
fn paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(k) = rest.find("use ") {
        let word_start = k == 0 || !rest.as_bytes()[k - 1].is_ascii_alphanumeric();
        let after = &rest[k + 4..];
        if let (true, Some(end)) = (word_start, after.find(';')) {
            let tree: String = after[..end]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            expand(
                &tree.replace(" ::", "::").replace(":: ", "::"),
                "",
                &mut out,
            );
        }
        rest = after;
    }
    // Paths in the code itself: `crate::fire::kill(…)`, `super::place(…)`, `sample::draw(…)`.
    let b = code.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    for (k, _) in code.match_indices("::") {
        let mut start = k;
        while start > 0 && (word(b[start - 1]) || b[start - 1] == b':') {
            start -= 1;
        }
        // Only the first `::` of a path starts it; the later ones are inside it.
        if start == k
            || !code[start..k]
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            continue;
        }
        let end = code[k..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
            .map_or(code.len(), |e| k + e);
        out.push(code[start..end].trim_end_matches(':').to_owned());
    }
    out.sort();
    out.dedup();
    out
}

/// The module a path names, if it is one of the crate's (not the root), and whether it was
/// reached through a glob.
fn resolve(
    from: &[String],
    path: &str,
    modules: &BTreeMap<String, Vec<String>>,
) -> Option<(String, bool)> {
    let mut segs: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    let glob = segs.last() == Some(&"*");
    let mut at: Vec<String> = match segs.first().copied() {
        Some("crate") => Vec::new(),
        Some("super") => from[..from.len().saturating_sub(1)].to_vec(),
        Some("self") => from.to_vec(),
        // A path that starts with a name starts in this module: `units::Kind` names a child.
        Some(_) => from.to_vec(),
        None => return None,
    };
    if matches!(segs.first().copied(), Some("crate" | "super" | "self")) {
        segs.remove(0);
    }
    while segs.first() == Some(&"super") {
        at.pop();
        segs.remove(0);
    }
    let mut best = None;
    for s in segs {
        at.push(s.to_owned());
        let name = at.join("::");
        if modules.contains_key(&name) {
            best = Some(name);
        } else {
            break;
        }
    }
    best.map(|m| (m, glob))
}

/// The circles of one crate's modules: each as its modules in order, and the imports that
/// tie them (`a → b`).
fn circles(src: &Path) -> Vec<(Vec<String>, Vec<String>)> {
    let files = common::project_files(src, &|n| n.ends_with(".rs"));
    let mut modules: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut texts = BTreeMap::new();
    for f in &files {
        let rel = f.strip_prefix(src).unwrap_or(f).with_extension("");
        let mut parts: Vec<String> = rel
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        if parts.last().is_some_and(|p| p == "mod") {
            parts.pop();
        }
        if matches!(parts.as_slice(), [only] if only == "lib" || only == "main") {
            continue;
        }
        let name = parts.join("::");
        texts.insert(
            name.clone(),
            code_only(&std::fs::read_to_string(f).unwrap_or_default()),
        );
        modules.insert(name, Vec::new());
    }
    for (name, code) in &texts {
        let from: Vec<String> = name.split("::").map(str::to_owned).collect();
        let mut deps: Vec<String> = paths(code)
            .iter()
            .filter_map(|p| resolve(&from, p, &modules))
            .filter(|(to, glob)| {
                let child = to.starts_with(&format!("{name}::"));
                let ancestor = name.starts_with(&format!("{to}::"));
                to != name && !ancestor && !(child && *glob)
            })
            .map(|(to, _)| to)
            .collect();
        deps.sort();
        deps.dedup();
        if let Some(d) = modules.get_mut(name) {
            *d = deps;
        }
    }
    strongly_connected(&modules)
        .into_iter()
        .map(|circle| {
            let ties = circle
                .iter()
                .flat_map(|a| {
                    modules[a]
                        .iter()
                        .filter(|b| circle.contains(b))
                        .map(move |b| format!("{a} → {b}"))
                })
                .collect();
            (circle, ties)
        })
        .collect()
}

/// Tarjan's strongly connected components of more than one module.
fn strongly_connected(graph: &BTreeMap<String, Vec<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<String, Vec<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a str) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        for to in &w.graph[v] {
            if !w.index.contains_key(to.as_str()) {
                visit(w, to);
                let l = w.low[to.as_str()].min(w.low[v]);
                w.low.insert(v, l);
            } else if w.stack.contains(&to.as_str()) {
                let l = w.index[to.as_str()].min(w.low[v]);
                w.low.insert(v, l);
            }
        }
        if w.low[v] == w.index[v] {
            let mut part = Vec::new();
            while let Some(x) = w.stack.pop() {
                part.push(x.to_owned());
                if x == v {
                    break;
                }
            }
            if part.len() > 1 {
                part.sort();
                w.found.push(part);
            }
        }
    }
    let mut w = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !w.index.contains_key(v.as_str()) {
            visit(&mut w, v);
        }
    }
    w.found
}

#[test]
fn no_crate_imports_its_own_files_in_a_circle() {
    let crates = common::repo_root().join("crates");
    let mut names: Vec<_> = std::fs::read_dir(&crates)
        .expect("the crates folder")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("src").is_dir())
        .collect();
    names.sort();
    assert!(names.len() >= 10, "found only {} crates", names.len());
    let mut found = Vec::new();
    for c in &names {
        for (circle, ties) in circles(&c.join("src")) {
            found.push(format!(
                "{}: {} ({})",
                c.display(),
                circle.join(", "),
                ties.join("; ")
            ));
        }
    }
    assert!(
        found.is_empty(),
        "circles of imports:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_circle_check_finds_a_circle_and_reads_use_trees() {
    let mut out = Vec::new();
    expand("a::{b, c::{d, e as f}}, g", "crate", &mut out);
    assert_eq!(
        out,
        [
            "crate::a::b",
            "crate::a::c::d",
            "crate::a::c::e",
            "crate::g"
        ]
    );
    let code = code_only("use crate::b::X; // crate::c\nfn f() { crate::c::y(\"crate::d\"); }");
    assert_eq!(paths(&code), ["crate::b::X", "crate::c::y"]);
    let code = code_only("fn f() { part::g(); Phase::Over }");
    assert_eq!(paths(&code), ["Phase::Over", "part::g"]);
    let dir = std::env::temp_dir().join(format!("umpire-circles-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("a")).expect("a scratch crate");
    std::fs::write(src.join("lib.rs"), "mod a; mod b;").expect("write");
    std::fs::write(
        src.join("a.rs"),
        "mod part; use part::*; fn f() { crate::b::g(); }",
    )
    .expect("write");
    std::fs::write(src.join("a/part.rs"), "use super::*;").expect("write");
    std::fs::write(src.join("b.rs"), "mod c; fn f() { c::g(); }").expect("write");
    std::fs::create_dir_all(src.join("b")).expect("b's folder");
    std::fs::write(src.join("b/c.rs"), "use crate::a::Thing;").expect("write");
    let found = circles(&src);
    std::fs::remove_dir_all(&dir).ok();
    // a → b (a path from the root), b → b::c (a child named by a plain path), b::c → a.
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].0, ["a", "b", "b::c"]);
    assert_eq!(found[0].1, ["a → b", "b → b::c", "b::c → a"]);
}
