//! `umpire keygen`, and reading the key files it writes.

use crate::out::outln;

use ed25519_dalek::{SigningKey, VerifyingKey};
use umpire_core::log::{new_signing_key, parse_public_key, parse_signing_key};

use crate::Failure;

const SECRET_TAG: &str = "umpire-ed25519-secret-key";
const PUBLIC_TAG: &str = "umpire-ed25519-public-key";

/// Creates `path` for writing, refusing to replace a file; readable by its owner only.
///
/// # Errors
/// The file exists or cannot be created.
pub fn create_private(path: &str) -> Result<std::fs::File, Failure> {
    let mut o = std::fs::OpenOptions::new();
    o.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        o.mode(0o600);
    }
    o.open(path).map_err(|e| {
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            Failure::input(format!("{path} exists: Umpire never overwrites it"))
        } else {
            Failure::input(format!("{path}: cannot create: {e}"))
        }
    })
}

/// `umpire keygen --out FILE`: FILE holds the secret key (its owner's only), FILE.pub the
/// public key; neither replaces a file without `force`.
///
/// # Errors
/// Either file exists or cannot be written.
pub fn keygen(out: &str, force: bool) -> Result<(), Failure> {
    let public = format!("{out}.pub");
    if !force {
        for path in [out, public.as_str()] {
            if std::path::Path::new(path).symlink_metadata().is_ok() {
                return Err(Failure::input(format!(
                    "{path} exists: Umpire does not replace a file unless given --force"
                )));
            }
        }
    }
    let key = new_signing_key().map_err(Failure::input)?;
    let secret = format!("{SECRET_TAG} {}\n", hex::encode(key.to_bytes()));
    crate::files::write_new(out, secret.as_bytes(), force, true)?;
    let pk = hex::encode(key.verifying_key().to_bytes());
    let text = format!("{PUBLIC_TAG} {pk}\n");
    crate::files::write_new(&public, text.as_bytes(), force, false)?;
    outln!("wrote the secret key to {out} (keep it to yourself) and the public key to {public}:");
    outln!("{pk}");
    Ok(())
}

fn body<'a>(text: &'a str, tag: &str) -> &'a str {
    let t = text.trim();
    t.strip_prefix(tag).map_or(t, str::trim)
}

/// Reads a secret key file written by `keygen`.
///
/// # Errors
/// Unreadable, or not a key.
pub fn read_signing(path: &str) -> Result<SigningKey, Failure> {
    let text = crate::files::read(path)?;
    if text.contains(PUBLIC_TAG) {
        return Err(Failure::input(format!(
            "{path}: a public key; signing needs the secret key file"
        )));
    }
    parse_signing_key(body(&text, SECRET_TAG)).map_err(|e| Failure::input(format!("{path}: {e}")))
}

/// Reads a public key file written by `keygen` (or a bare 64-digit key).
///
/// # Errors
/// Unreadable, or not a key.
pub fn read_public(path: &str) -> Result<VerifyingKey, Failure> {
    let text = crate::files::read(path)?;
    if text.contains(SECRET_TAG) {
        return Err(Failure::input(format!(
            "{path}: a secret key; give the .pub file to verify"
        )));
    }
    parse_public_key(body(&text, PUBLIC_TAG)).map_err(|e| Failure::input(format!("{path}: {e}")))
}
