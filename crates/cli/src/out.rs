//! Standard output that a closed pipe cannot crash.
//!
//! `umpire replay game.jsonl | head -1` closes the pipe after one line; Rust's `println!`
//! would then panic. Every line goes through [`write()`] instead: a closed pipe ends the program
//! quietly with status 141 (as a Unix tool killed by SIGPIPE reports), and any other write
//! error (a full disk) ends it with a one-line message and status 1.

use std::io::Write;

/// The exit status of a program whose output pipe was closed (128 + SIGPIPE).
pub const CLOSED_PIPE: i32 = 141;

/// Writes `args` (and a newline when `newline`) to standard output, flushing a partial line.
pub fn write(args: std::fmt::Arguments<'_>, newline: bool) {
    let mut out = std::io::stdout().lock();
    let done = out.write_fmt(args).and_then(|()| {
        if newline {
            out.write_all(b"\n")
        } else {
            out.flush()
        }
    });
    if let Err(e) = done {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(CLOSED_PIPE);
        }
        eprintln!("umpire: cannot write the output: {e}");
        std::process::exit(1);
    }
}

/// `println!` to standard output, ending quietly if the reader has gone.
macro_rules! outln {
    () => { $crate::out::write(format_args!(""), true) };
    ($($t:tt)*) => { $crate::out::write(format_args!($($t)*), true) };
}

/// `print!` to standard output (flushed), ending quietly if the reader has gone.
macro_rules! out {
    ($($t:tt)*) => { $crate::out::write(format_args!($($t)*), false) };
}

pub(crate) use {out, outln};
