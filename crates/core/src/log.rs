//! The lines of a game log, their chain and their signature.
//!
//! A log (JSON Lines, format [`LOG_FORMAT`]) opens with a [`LogHeader`]: the rule set, the
//! scenario (embedded, with its SHA-256), the generator and the SHA-256 commitment to the dice
//! secret. Then one line per action ([`LogStep`]), and one per contribution of entropy
//! ([`LogEntropy`]). A finished game's log closes with a [`LogEnd`] that reveals the secret and
//! may carry an Ed25519 signature. Every line after the header carries `prev`, the SHA-256 of
//! the line before it, so the signature on the last line covers every byte of the log.
//!
//! Logs of the first format ([`LOG_FORMAT_V1`]: FNV hash, 64-bit seed, no chain) still replay.

use std::collections::BTreeMap;

use ed25519_dalek::{Signature, Signer, SigningKey, Verifier, VerifyingKey};
use serde::{Deserialize, Serialize};

use crate::dice::{sha256, Roll, SecretSource};
use crate::ruleset::Outcome;

/// Version of the game-log format written today.
pub const LOG_FORMAT: &str = "umpire-log/2";
/// The first log format, still replayed.
pub const LOG_FORMAT_V1: &str = "umpire-log/1";

/// Where a game's scenario came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ScenarioSource {
    /// A scenario bundled with the rule set, by name.
    Bundled,
    /// A file the user named.
    File,
    /// Text sent to a server.
    Upload,
}

/// The dice as the header records them: where the secret came from and the commitment to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceCommitment {
    /// Whether the engine drew the secret or the user chose a seed.
    pub source: SecretSource,
    /// SHA-256 of the secret, in hex.
    pub commitment: String,
}

/// The first line of a game log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogHeader {
    /// [`LOG_FORMAT`] (or [`LOG_FORMAT_V1`] for old logs).
    pub format: String,
    /// Rule set id.
    pub ruleset: String,
    /// Scenario name (bundled name or file path).
    pub scenario_name: String,
    /// Where the scenario came from (absent in old logs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scenario_source: Option<ScenarioSource>,
    /// Hash of the embedded scenario's canonical JSON, in hex: SHA-256 ([`content_hash`]); FNV-1a
    /// 64 in old logs.
    pub scenario_hash: String,
    /// The scenario itself, so the log replays on its own.
    pub scenario: serde_json::Value,
    /// Old logs only: the 64-bit seed of the first generator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The commitment to the dice secret (absent in old logs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<DiceCommitment>,
    /// Generator name and version.
    pub prng: String,
    /// Engine version that wrote the log.
    pub engine: String,
    /// The rule set's [`crate::Ruleset::RULES_VERSION`] when the log was written (absent in logs
    /// written before rule versions were recorded).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<u32>,
    /// Who held each seat when the game began (`human`, `bot:heuristic`), so a game can be
    /// resumed with the same seats.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub seats: BTreeMap<String, String>,
    /// Rolls made while setting the game up.
    pub setup_rolls: Vec<Roll>,
}

/// One action line of a game log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogStep<A> {
    /// 1-based step number.
    pub step: usize,
    /// Name of the seat that acted.
    pub seat: String,
    /// The action.
    pub action: A,
    /// Every roll the action caused, in order.
    pub rolls: Vec<Roll>,
    /// SHA-256 of the line before, in hex (absent in old logs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prev: Option<String>,
}

/// Entropy a seat added to the dice key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contribution {
    /// The seat (or `host`) that contributed.
    pub seat: String,
    /// The bytes, in hex.
    pub bytes: String,
}

/// A line recording a [`Contribution`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntropy {
    /// The contribution.
    pub entropy: Contribution,
    /// SHA-256 of the line before.
    pub prev: String,
}

/// A seat that changed hands while the game ran: a person's seat handed to a bot (by the host,
/// or by a turn deadline that ran out) or back. The line changes nothing in the game; it keeps
/// the hand-over in the chained (and signed) log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Handover {
    /// The seat.
    pub seat: String,
    /// Who holds it from here: `human`, `bot:KIND`, or `stand-in:KIND` (a bot that decides
    /// for the seat until its person comes back).
    pub to: String,
    /// Why, in words.
    pub why: String,
}

/// A line recording a [`Handover`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogHandover {
    /// The hand-over.
    pub handover: Handover,
    /// SHA-256 of the line before.
    pub prev: String,
}

/// What the last line of a finished game says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EndInfo {
    /// Steps played.
    pub steps: usize,
    /// How the game ended.
    pub outcome: Outcome,
    /// The dice secret, revealed, in hex.
    pub secret: String,
}

/// A signature on the last line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SignatureInfo {
    /// The signer's Ed25519 public key, in hex.
    pub key: String,
    /// The signature, in hex.
    pub value: String,
}

/// The last line of a finished game's log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogEnd {
    /// The end.
    pub end: EndInfo,
    /// SHA-256 of the line before.
    pub prev: String,
    /// The signature over this line without it (which, through `prev`, covers the whole log).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signature: Option<SignatureInfo>,
}

/// The last line of an old log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogEndV1 {
    /// How it ended.
    pub outcome: Outcome,
}

/// Content hash of a scenario: SHA-256 over its canonical JSON, in hex.
#[must_use]
pub fn content_hash(value: &serde_json::Value) -> String {
    hex::encode(sha256(&[value.to_string().as_bytes()]))
}

/// The old logs' content hash: FNV-1a 64 over the canonical JSON.
#[must_use]
pub fn content_hash_v1(value: &serde_json::Value) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in value.to_string().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The chain value of a line: SHA-256 of its bytes (without the newline), in hex.
#[must_use]
pub fn line_hash(line: &str) -> String {
    hex::encode(sha256(&[line.as_bytes()]))
}

/// Serialises one of our own plain data types as a JSON line (it cannot fail).
pub(crate) fn to_line<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

const SIGNING_CONTEXT: &[u8] = b"umpire-log-signature/1\n";

/// Signs an end line (given without its signature).
#[must_use]
pub fn sign_end(end: &LogEnd, key: &SigningKey) -> SignatureInfo {
    let unsigned = LogEnd {
        signature: None,
        ..end.clone()
    };
    let message = [SIGNING_CONTEXT, to_line(&unsigned).as_bytes()].concat();
    SignatureInfo {
        key: hex::encode(key.verifying_key().to_bytes()),
        value: hex::encode(key.sign(&message).to_bytes()),
    }
}

/// Checks the signature of an end line; returns the signer's public key in hex.
///
/// # Errors
/// No signature, a malformed key or signature, or a signature that does not verify.
pub fn check_signature(end: &LogEnd) -> Result<String, String> {
    let sig = end.signature.as_ref().ok_or("the log is not signed")?;
    let key = parse_public_key(&sig.key)?;
    let mut bytes = [0u8; 64];
    hex::decode_to_slice(&sig.value, &mut bytes)
        .map_err(|_| "the signature is not 128 hex digits".to_owned())?;
    let unsigned = LogEnd {
        signature: None,
        ..end.clone()
    };
    let message = [SIGNING_CONTEXT, to_line(&unsigned).as_bytes()].concat();
    key.verify(&message, &Signature::from_bytes(&bytes))
        .map_err(|_| {
            "the signature does not verify: the log was changed after it was signed".to_owned()
        })?;
    Ok(sig.key.clone())
}

/// An Ed25519 public key from its 64 hex digits.
///
/// # Errors
/// Not 64 hex digits, or not a point on the curve.
pub fn parse_public_key(text: &str) -> Result<VerifyingKey, String> {
    let mut bytes = [0u8; 32];
    hex::decode_to_slice(text.trim(), &mut bytes)
        .map_err(|_| "a public key is 64 hex digits".to_owned())?;
    VerifyingKey::from_bytes(&bytes).map_err(|_| "not a valid Ed25519 public key".to_owned())
}

/// An Ed25519 signing key from its 64 hex digits.
///
/// # Errors
/// Not 64 hex digits.
pub fn parse_signing_key(text: &str) -> Result<SigningKey, String> {
    let mut bytes = [0u8; 32];
    hex::decode_to_slice(text.trim(), &mut bytes)
        .map_err(|_| "a signing key is 64 hex digits".to_owned())?;
    Ok(SigningKey::from_bytes(&bytes))
}

/// A new signing key from the operating system's random source.
///
/// # Errors
/// The operating system gave no randomness.
pub fn new_signing_key() -> Result<SigningKey, String> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)
        .map_err(|e| format!("the operating system gave no randomness: {e}"))?;
    Ok(SigningKey::from_bytes(&bytes))
}

/// What kind of line a log line is, read from its first key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LineKind {
    Step,
    Entropy,
    Handover,
    End,
    EndV1,
}

/// The kind of a (non-header) log line.
pub(crate) fn line_kind(line: &str) -> Option<LineKind> {
    let v: serde_json::Value = serde_json::from_str(line).ok()?;
    let o = v.as_object()?;
    if o.contains_key("step") {
        Some(LineKind::Step)
    } else if o.contains_key("entropy") {
        Some(LineKind::Entropy)
    } else if o.contains_key("handover") {
        Some(LineKind::Handover)
    } else if o.contains_key("end") {
        Some(LineKind::End)
    } else if o.contains_key("outcome") {
        Some(LineKind::EndV1)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn end() -> LogEnd {
        LogEnd {
            end: EndInfo {
                steps: 3,
                outcome: Outcome {
                    result: "Draw".into(),
                    summary: "s".into(),
                    score: 0.5,
                },
                secret: "00".repeat(32),
            },
            prev: "ab".repeat(32),
            signature: None,
        }
    }

    #[test]
    fn a_signed_end_line_verifies_and_any_change_breaks_it() {
        let key = SigningKey::from_bytes(&[7u8; 32]);
        let mut e = end();
        e.signature = Some(sign_end(&e, &key));
        let signer = check_signature(&e).unwrap();
        assert_eq!(signer, hex::encode(key.verifying_key().to_bytes()));
        let mut changed = e.clone();
        changed.end.outcome.result = "Major Victory".into();
        assert!(check_signature(&changed)
            .unwrap_err()
            .contains("does not verify"));
        let mut changed = e.clone();
        changed.prev = "cd".repeat(32);
        assert!(check_signature(&changed).is_err());
        assert_eq!(
            check_signature(&end()).unwrap_err(),
            "the log is not signed"
        );
    }

    #[test]
    fn the_content_hash_is_sha256_and_the_old_one_fnv() {
        let v = serde_json::json!({"a": 1});
        assert_eq!(content_hash(&v).len(), 64);
        assert_eq!(content_hash_v1(&v).len(), 16);
        assert_eq!(
            line_hash(""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
    }
}
