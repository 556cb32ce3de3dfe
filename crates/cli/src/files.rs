//! Writing the files the program makes (plots, exported records, keys, campaigns): never over
//! an existing file unless `--force` says so, and never half a file: the bytes go to a temporary
//! file beside the target, made afresh, synced, then moved into place in one step.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::Failure;

/// A temporary name beside `path`, unique to this process and call.
fn temporary(path: &Path, k: u32) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    path.with_file_name(format!(".{name}.{}-{k}.tmp", std::process::id()))
}

/// Writes `bytes` to `path`. Without `force` an existing `path` is refused (and stays as it
/// was, even if it appears while this runs); with it, replaced. `private`: readable by its
/// owner only.
///
/// # Errors
/// The file exists (without `force`), or cannot be written; the message names the file.
pub fn write_new(path: &str, bytes: &[u8], force: bool, private: bool) -> Result<(), Failure> {
    let target = Path::new(path);
    if !force && target.symlink_metadata().is_ok() {
        return Err(exists(path));
    }
    let cannot = |e: std::io::Error| Failure::input(format!("{path}: cannot write: {e}"));
    let (tmp, mut f) = (0..100)
        .find_map(|k| {
            let tmp = temporary(target, k);
            let mut o = std::fs::OpenOptions::new();
            o.write(true).create_new(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt;
                o.mode(if private { 0o600 } else { 0o644 });
            }
            match o.open(&tmp) {
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => None,
                other => Some(other.map(|f| (tmp, f))),
            }
        })
        .unwrap_or_else(|| Err(std::io::Error::other("no free temporary name beside it")))
        .map_err(cannot)?;
    let written = f.write_all(bytes).and_then(|()| f.sync_all());
    drop(f);
    let placed = written.and_then(|()| {
        if force {
            std::fs::rename(&tmp, target)
        } else {
            // A link fails if the target has appeared meanwhile: never replaced unasked.
            std::fs::hard_link(&tmp, target)
        }
    });
    let _ = std::fs::remove_file(&tmp);
    match placed {
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(exists(path)),
        other => other.map_err(cannot),
    }
}

fn exists(path: &str) -> Failure {
    Failure::input(format!(
        "{path} exists: Umpire does not replace a file unless given --force"
    ))
}

/// Reads a text file the user named: a regular file of at most [`MAX_INPUT`] bytes.
///
/// # Errors
/// Not a regular file, too big, unreadable or not UTF-8.
pub fn read(path: &str) -> Result<String, Failure> {
    read_up_to(path, MAX_INPUT)
}

/// [`read`], for a file of at most `max` bytes.
///
/// # Errors
/// Not a regular file, too big, unreadable or not UTF-8.
pub fn read_up_to(path: &str, max: u64) -> Result<String, Failure> {
    use std::io::Read;
    let meta =
        std::fs::metadata(path).map_err(|e| Failure::input(format!("{path}: cannot read: {e}")))?;
    if !meta.is_file() {
        return Err(Failure::input(format!("{path}: not a regular file")));
    }
    let file = std::fs::File::open(path)
        .map_err(|e| Failure::input(format!("{path}: cannot read: {e}")))?;
    let mut text = String::new();
    file.take(max + 1)
        .read_to_string(&mut text)
        .map_err(|e| Failure::input(format!("{path}: cannot read: {e}")))?;
    if text.len() as u64 > max {
        return Err(Failure::input(format!(
            "{path}: larger than {} MB, the most Umpire reads",
            max >> 20
        )));
    }
    Ok(text)
}

/// The largest file Umpire reads (scenarios, logs, keys).
pub const MAX_INPUT: u64 = 16 << 20;
