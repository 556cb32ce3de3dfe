//! What the end-to-end tests of the `umpire` binary share: running it, reading its output.
#![allow(
    dead_code,
    reason = "each test file uses a different part of this module"
)]

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
