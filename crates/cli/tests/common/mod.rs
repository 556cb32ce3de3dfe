//! What the end-to-end tests of the `umpire` binary share: running it, reading its output.
#![allow(
    dead_code,
    reason = "each test file uses a different part of this module"
)]

pub mod serve;

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `umpire` with `args`, `stdin` as its standard input, colours off.
pub fn umpire<S: AsRef<std::ffi::OsStr>>(args: &[S], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start umpire: {e}"));
    if let Some(mut input) = child.stdin.take() {
        // A program that exits without reading its input closes the pipe: not an error here.
        let _ = input.write_all(stdin.as_bytes());
    }
    child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("umpire did not finish: {e}"))
}

/// Runs `umpire` with `args` (no input), which must succeed, and reads the JSON object on the
/// last line of its output.
pub fn last_json(args: &[&str]) -> serde_json::Value {
    let o = umpire(args, "");
    assert!(o.status.success(), "{args:?}: {}", text(&o.stderr));
    let out = text(&o.stdout);
    let last = out.lines().last().unwrap_or_default().to_owned();
    serde_json::from_str(&last).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
}

/// Output bytes as text.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The resolution steps of every rule set (`odds` and `resolve`).
pub const STEPS: &[&str] = &[
    "volley",
    "combat",
    "musketry",
    "mdi",
    "losses",
    "shot",
    "firefight",
    "close-assault",
    "recce",
    "recce-sequence",
    "reorganise",
    "break-test",
    "open-fire",
    "task",
    "reaction",
    "battle-type",
    "battle-result",
    "recovery",
    "vp",
    "force",
    "defence",
];

/// Plays a game of `ruleset` with heuristic bots in every seat from `seed`, then exports
/// `seat`'s record: the record's lines as text, and the log's size in bytes.
pub fn heuristic_record(ruleset: &str, seed: &str, seat: &str) -> (String, u64) {
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "umpire-record-{}-{ruleset}-{seat}-{n}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let (log, rec) = (dir.join("game.jsonl"), dir.join("seat.jsonl"));
    let (l, r) = (log.to_str().unwrap(), rec.to_str().unwrap());
    let args = [
        "play",
        ruleset,
        "--bot",
        "all=heuristic",
        "--seed",
        seed,
        "--quiet",
        "--force",
        "--log",
        l,
    ];
    let o = umpire(&args, "");
    assert!(o.status.success(), "{}", text(&o.stderr));
    let o = umpire(&["replay", l, "--seat", seat, "--export", r, "--force"], "");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let record = std::fs::read_to_string(&rec).unwrap();
    let size = std::fs::metadata(&log).unwrap().len();
    let _ = std::fs::remove_dir_all(&dir);
    (record, size)
}

/// The repository's root.
pub fn repo_root() -> std::path::PathBuf {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
}

/// The project's own files under `dir` whose names `keep` accepts, in order: builds, packages,
/// vendored code and git left out.
pub fn project_files(
    dir: &std::path::Path,
    keep: &dyn Fn(&str) -> bool,
) -> Vec<std::path::PathBuf> {
    const SKIP: &[&str] = &["target", "node_modules", ".git", "vendor"];
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for p in entries.flatten().map(|e| e.path()) {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if p.is_dir() {
                if !SKIP.contains(&name) {
                    todo.push(p);
                }
            } else if keep(name) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}
