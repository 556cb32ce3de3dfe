//! The secret tokens behind every link the server hands out: made from the system's randomness,
//! and kept only as their SHA-256.

use crate::error::ApiError;

/// A new secret token and its hash (hex).
pub(crate) fn new_token() -> Result<(String, String), ApiError> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)
        .map_err(|e| ApiError::unavailable(format!("no randomness for a link: {e}")))?;
    let token = hex::encode(bytes);
    Ok((hash(&token), token))
}

/// The SHA-256 of a token, hex: all the server keeps of a link.
#[must_use]
pub fn hash(token: &str) -> String {
    hex::encode(umpire_core::dice::sha256(&[token.as_bytes()]))
}
