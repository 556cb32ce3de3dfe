//! Terminal colour, only when stdout is a terminal and `NO_COLOR` is unset.

use std::io::IsTerminal;
use std::sync::OnceLock;

fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("NO_COLOR").is_none() && std::io::stdout().is_terminal())
}

fn paint(code: &str, text: &str) -> String {
    if enabled() {
        format!("\x1b[{code}m{text}\x1b[0m")
    } else {
        text.to_owned()
    }
}

/// A refusal or an error.
pub fn bad(text: &str) -> String {
    paint("31", text)
}

/// A prompt or a heading.
pub fn bold(text: &str) -> String {
    paint("1", text)
}

/// Dice and other detail.
pub fn dim(text: &str) -> String {
    paint("2", text)
}
