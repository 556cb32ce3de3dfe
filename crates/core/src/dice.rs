//! The one source of randomness.
//!
//! Every die a rule set rolls goes through [`Dice`]. New games roll with ChaCha20 keyed by a
//! 256-bit [`Secret`] ([`PRNG_VERSION`]); the log commits to the secret (its SHA-256) at the
//! start and reveals it at the end, so nobody at the table can read the dice ahead, and anyone
//! can check them afterwards. Seats may mix entropy of their own into the key
//! ([`Dice::mix`]), so that neither the host nor a player chooses the dice. Logs written with
//! the first generator (xoshiro256**, [`PRNG_V1`]) still replay, and a log whose secret is not
//! revealed yet replays from its own recorded rolls ([`Dice::scripted`]), checking each against
//! what the rules ask for without ever producing a roll the log does not hold.
//!
//! Each roll is recorded with what it was for, the die, the result and the seats allowed to see
//! it. Bots draw from their own [`Rng`] streams, never from the game's dice, so a replay that
//! re-applies the logged actions sees exactly the same rolls.

use std::borrow::Cow;
use std::collections::VecDeque;
use std::fmt;

use rand_chacha::ChaCha20Rng;
use rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::seat::SeatSet;

/// Name and version of the generator of new games, written into every game log. Change it
/// whenever the stream for a given secret could change; old logs then name the generator they
/// need instead of diverging silently.
pub const PRNG_VERSION: &str = "chacha20/2";

/// The first generator (xoshiro256** seeded through SplitMix64 from a 64-bit seed): old logs
/// that name it still replay.
pub const PRNG_V1: &str = "xoshiro256**+splitmix64/1";

/// The stream of the faces that scripted dice show once their script has failed.
const STRAY_STREAM: u64 = 0x5c41_5f1e;

/// SHA-256 of `parts`, one after the other.
#[must_use]
pub fn sha256(parts: &[&[u8]]) -> [u8; 32] {
    let mut h = Sha256::new();
    for p in parts {
        h.update(p);
    }
    h.finalize().into()
}

/// Where a game's dice secret came from, as the log records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SecretSource {
    /// Drawn by the engine from the operating system: nobody knew it before the game.
    Engine,
    /// Derived from a seed the user chose (`--seed`): for tests, research and table use.
    UserSeed,
}

impl fmt::Display for SecretSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SecretSource::Engine => "drawn by the engine",
            SecretSource::UserSeed => "derived from a seed the user chose",
        })
    }
}

/// The 256-bit key of a game's dice. It never leaves the umpire while the game runs; the log
/// carries only its [`Secret::commitment`].
#[derive(Clone, PartialEq, Eq)]
pub struct Secret {
    bytes: [u8; 32],
    source: SecretSource,
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never print the key by accident (a debug dump of a game must not give the dice away).
        write!(
            f,
            "Secret({}, commitment {})",
            self.source,
            self.commitment()
        )
    }
}

impl Secret {
    /// A secret drawn from the operating system's random source.
    ///
    /// # Errors
    /// The operating system gave no randomness.
    pub fn random() -> Result<Self, String> {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes)
            .map_err(|e| format!("the operating system gave no randomness: {e}"))?;
        Ok(Self {
            bytes,
            source: SecretSource::Engine,
        })
    }

    /// The secret a user's seed stands for: SHA-256 of `umpire-seed/1` and the seed's eight
    /// little-endian bytes. Anyone who knows the seed knows the dice: for tests, research and
    /// games on a real table, not for play against an opponent.
    #[must_use]
    pub fn from_seed(seed: u64) -> Self {
        Self {
            bytes: sha256(&[b"umpire-seed/1", &seed.to_le_bytes()]),
            source: SecretSource::UserSeed,
        }
    }

    /// A secret from its 64 hex digits (as a log reveals it).
    ///
    /// # Errors
    /// Not 64 hex digits.
    pub fn from_hex(text: &str, source: SecretSource) -> Result<Self, String> {
        let mut bytes = [0u8; 32];
        hex::decode_to_slice(text, &mut bytes)
            .map_err(|_| "a dice secret is 64 hex digits".to_owned())?;
        Ok(Self { bytes, source })
    }

    /// The key in hex (revealed at the end of a game).
    #[must_use]
    pub fn to_hex(&self) -> String {
        hex::encode(self.bytes)
    }

    /// Where it came from.
    #[must_use]
    pub fn source(&self) -> SecretSource {
        self.source
    }

    /// The SHA-256 of the key, in hex: published when the game starts.
    #[must_use]
    pub fn commitment(&self) -> String {
        hex::encode(sha256(&[&self.bytes]))
    }

    /// The random stream of the bot at `seat`, derived from the secret so that no one can
    /// predict a bot's choices either.
    #[must_use]
    pub fn bot_rng(&self, seat: u8) -> Rng {
        let h = sha256(&[b"umpire-bot/1", &self.bytes, &[seat]]);
        let mut word = [0u8; 8];
        word.copy_from_slice(&h[..8]);
        Rng::new(u64::from_le_bytes(word), u64::from(seat) + 1)
    }
}

/// A uniform integer in `0..n` from 64-bit words, without modulo bias (Lemire's method).
fn below(n: u32, mut next: impl FnMut() -> u64) -> u32 {
    let n = u64::from(n.max(1));
    loop {
        let x = next() >> 32;
        let m = x * n;
        if m & 0xFFFF_FFFF >= (1u64 << 32) % n {
            // `m >> 32` is below `n`, which fits a u32.
            return u32::try_from(m >> 32).unwrap_or(0);
        }
    }
}

/// xoshiro256** seeded through SplitMix64: small and fast. Bots, tests and the first dice
/// generator ([`PRNG_V1`]) use it; its stream for a seed is fixed forever.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// A generator for `seed`. Different `stream` values give independent sequences for the
    /// same seed (the first generator's dice use stream 0, bots their seat number + 1).
    #[must_use]
    pub fn new(seed: u64, stream: u64) -> Self {
        let mut sm = seed ^ stream.wrapping_mul(0xD1B5_4A32_D192_ED03);
        let mut next = || {
            sm = sm.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = sm;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Self {
            s: [next(), next(), next(), next()],
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A uniform integer in `0..n` without modulo bias (Lemire's method). `n` must be > 0.
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        below(n, || self.next_u64())
    }

    /// A uniform index into a slice of `len` elements; `len` must be > 0.
    pub fn index(&mut self, len: usize) -> usize {
        self.below(u32::try_from(len).unwrap_or(u32::MAX)) as usize
    }
}

/// One recorded die roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    /// What the roll decided, in the rule book's words.
    pub purpose: Cow<'static, str>,
    /// Number of faces (6 for a d6; a random pick among n things is a dn).
    pub sides: u16,
    /// The face that came up, 1-based.
    pub value: u16,
    /// Which seats may see this roll.
    pub seen_by: SeatSet,
}

/// Something that happened, worded for the seats allowed to know it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// Who may read it.
    pub seen_by: SeatSet,
    /// What happened. For a result card, the whole card in words (so that every check made on
    /// the narration covers it), which front ends that show the card leave out.
    pub text: String,
    /// A result card, when the event is one ([`Dice::card`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<Box<Card>>,
}

/// A result card: one resolution (a combat, volley, shot, melee, firefight or assault) as a
/// page shows it beside the board: who took part, every die with its face, the table row
/// used, the hits and the losses.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    /// The kind of resolution (`combat`, `volley`, `melee`).
    pub kind: String,
    /// What and where, in a line (`Rifle Bn 4 engages Panzer Bn 2`).
    pub title: String,
    /// The participants, a line a side.
    pub sides: Vec<String>,
    /// The dice rolled for it, in order: the rolls since the card's mark that every seat the
    /// card is for may see.
    pub dice: Vec<CardDie>,
    /// The table row read, the hits, the losses, the cards played: a line each.
    pub lines: Vec<String>,
    /// The rules table it read and the cells read, where a page can draw the table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read: Option<crate::TableRead>,
}

/// A die of a [`Card`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardDie {
    /// Faces.
    pub sides: u16,
    /// The face that came up.
    pub value: u16,
    /// What it was rolled for.
    pub purpose: String,
}

impl Card {
    /// The card in words: the title, then the sides, the dice and the lines.
    #[must_use]
    pub fn words(&self) -> String {
        let mut out = self.title.clone();
        for s in &self.sides {
            out.push_str("; ");
            out.push_str(s);
        }
        if !self.dice.is_empty() {
            let faces: Vec<String> = self
                .dice
                .iter()
                .map(|d| format!("d{} {}", d.sides, d.value))
                .collect();
            out.push_str("; dice ");
            out.push_str(&faces.join(", "));
        }
        for l in &self.lines {
            out.push_str("; ");
            out.push_str(l);
        }
        out
    }
}

/// Where a game's rolls come from.
#[derive(Clone, Debug)]
enum Source {
    /// ChaCha20 under a 256-bit key ([`PRNG_VERSION`]).
    ChaCha {
        rng: Box<ChaCha20Rng>,
        key: [u8; 32],
    },
    /// The first generator, from a 64-bit seed ([`PRNG_V1`]).
    Xoshiro(Rng),
    /// A log's own rolls, replayed without the secret: each must be what the rules ask for.
    Script {
        rolls: VecDeque<Roll>,
        fault: Option<String>,
        /// The faces shown once the script has failed (see [`Dice::scripted`]).
        stray: Rng,
    },
}

/// The next roll of a script (a log replayed from its own rolls), if it is a d`sides` for
/// `purpose`; otherwise the fault is recorded (naming only what the log holds) and `None`
/// returned.
fn take_scripted(
    rolls: &mut VecDeque<Roll>,
    fault: &mut Option<String>,
    sides: u16,
    purpose: &str,
) -> Option<u16> {
    match rolls.pop_front() {
        Some(r) if r.sides == sides && r.purpose == purpose && (1..=sides).contains(&r.value) => {
            Some(r.value)
        }
        Some(r) => {
            fault.get_or_insert_with(|| {
                format!(
                    "the rules roll a d{sides} for {purpose}, the log holds a d{} for {} there",
                    r.sides, r.purpose
                )
            });
            None
        }
        None => {
            fault.get_or_insert_with(|| {
                format!("the rules roll a d{sides} for {purpose}, which the log does not hold")
            });
            None
        }
    }
}

/// The game's dice: the generator plus the record of what it rolled since the last
/// [`Dice::take_rolls`].
#[derive(Clone, Debug)]
pub struct Dice {
    source: Source,
    rolls: Vec<Roll>,
    events: Vec<Event>,
    narrate: bool,
}

impl Dice {
    /// Dice for a game with the user's `seed` (see [`Secret::from_seed`]). `narrate` turns on
    /// the human-readable events (off in bulk simulation, where nobody reads them); rolls are
    /// always recorded.
    #[must_use]
    pub fn new(seed: u64, narrate: bool) -> Self {
        Self::from_secret(&Secret::from_seed(seed), narrate)
    }

    /// Dice keyed by `secret`.
    #[must_use]
    pub fn from_secret(secret: &Secret, narrate: bool) -> Self {
        Self::with_source(
            Source::ChaCha {
                rng: Box::new(ChaCha20Rng::from_seed(secret.bytes)),
                key: secret.bytes,
            },
            narrate,
        )
    }

    /// Dice of the first generator ([`PRNG_V1`]), to replay old logs.
    #[must_use]
    pub fn v1(seed: u64, narrate: bool) -> Self {
        Self::with_source(Source::Xoshiro(Rng::new(seed, 0)), narrate)
    }

    /// Dice that hand out `rolls` in order (a log replayed without its secret). A roll the rules
    /// ask for that the log does not hold, or of another die or purpose, is a fault
    /// ([`Dice::fault`]), and the caller must discard the result. From then on the dice show
    /// faces of a fixed stream of their own, not one face over and over: a rule that rolls
    /// until the dice differ (a roll-off) must still come to an end, or a crafted log could
    /// keep its replay rolling, and growing, for ever.
    #[must_use]
    pub fn scripted(rolls: Vec<Roll>, narrate: bool) -> Self {
        Self::with_source(
            Source::Script {
                rolls: rolls.into(),
                fault: None,
                stray: Rng::new(0, STRAY_STREAM),
            },
            narrate,
        )
    }

    fn with_source(source: Source, narrate: bool) -> Self {
        Self {
            source,
            rolls: Vec::new(),
            events: Vec::new(),
            narrate,
        }
    }

    /// Mixes a seat's entropy into the key: from now on the rolls depend on it. The new key is
    /// SHA-256 of `umpire-mix/1`, the old key and the entropy. Only ChaCha dice take entropy;
    /// for the others (old logs, scripts) this does nothing.
    pub fn mix(&mut self, entropy: &[u8]) {
        if let Source::ChaCha { rng, key } = &mut self.source {
            *key = sha256(&[b"umpire-mix/1", key, entropy]);
            **rng = ChaCha20Rng::from_seed(*key);
        }
    }

    /// Loads the next rolls of a script (the rolls one logged step made); other dice ignore it.
    pub fn load_script(&mut self, next: Vec<Roll>) {
        if let Source::Script { rolls, .. } = &mut self.source {
            rolls.extend(next);
        }
    }

    /// For scripted dice: why the rules and the script disagreed, or how many scripted rolls
    /// were left over; `None` when all is well (and always for other dice).
    pub fn fault(&mut self) -> Option<String> {
        match &mut self.source {
            Source::Script { rolls, fault, .. } => fault.take().or_else(|| {
                let left = rolls.len();
                rolls.clear();
                (left > 0).then(|| format!("the log holds {left} more rolls than the rules made"))
            }),
            _ => None,
        }
    }

    /// Rolls one die with `sides` faces for `purpose`, visible to `seen_by`.
    pub fn roll(&mut self, sides: u16, purpose: &'static str, seen_by: SeatSet) -> u16 {
        let n = u32::from(sides.max(1));
        let value = match &mut self.source {
            Source::ChaCha { rng, .. } => below(n, || rng.next_u64()) + 1,
            Source::Xoshiro(rng) => rng.below(n) + 1,
            Source::Script {
                rolls,
                fault,
                stray,
            } => match take_scripted(rolls, fault, sides, purpose) {
                Some(v) => u32::from(v),
                None => stray.below(n) + 1,
            },
        };
        let value = u16::try_from(value).unwrap_or(1);
        self.rolls.push(Roll {
            purpose: Cow::Borrowed(purpose),
            sides,
            value,
            seen_by,
        });
        value
    }

    /// Rolls a d6.
    pub fn d6(&mut self, purpose: &'static str, seen_by: SeatSet) -> u8 {
        // A d6 result always fits a u8.
        u8::try_from(self.roll(6, purpose, seen_by)).unwrap_or(6)
    }

    /// Picks uniformly one of `n` things (recorded as a roll of a dn); returns a 0-based index.
    /// One thing is no choice: nothing is rolled.
    pub fn pick(&mut self, n: usize, purpose: &'static str, seen_by: SeatSet) -> usize {
        if n <= 1 {
            return 0;
        }
        let sides = u16::try_from(n).unwrap_or(u16::MAX);
        usize::from(self.roll(sides, purpose, seen_by)) - 1
    }

    /// Records an event; the text is only built when narration is on.
    pub fn say(&mut self, seen_by: SeatSet, text: impl FnOnce() -> String) {
        if self.narrate {
            self.events.push(Event {
                seen_by,
                text: text(),
                card: None,
            });
        }
    }

    /// Where the rolls of a resolution about to be rolled begin (see [`Dice::card`]).
    #[must_use]
    pub fn mark(&self) -> usize {
        self.rolls.len()
    }

    /// Records a result card for `seen_by` (built only when narration is on). Its dice are the
    /// rolls made since `mark` that every seat of `seen_by` may see.
    pub fn card(&mut self, seen_by: SeatSet, mark: usize, card: impl FnOnce() -> Card) {
        let end = self.rolls.len();
        self.card_of(seen_by, mark..end, card);
    }

    /// Records a result card whose dice are the rolls between two marks: for a resolution
    /// whose outcome is known only after other dice are thrown (simultaneous fire, whose
    /// losses come off once every volley is rolled).
    pub fn card_of(
        &mut self,
        seen_by: SeatSet,
        rolls: std::ops::Range<usize>,
        card: impl FnOnce() -> Card,
    ) {
        if !self.narrate {
            return;
        }
        let mut c = card();
        c.dice = self
            .rolls
            .get(rolls)
            .unwrap_or_default()
            .iter()
            .filter(|r| r.seen_by.0 & seen_by.0 == seen_by.0)
            .map(|r| CardDie {
                sides: r.sides,
                value: r.value,
                purpose: r.purpose.to_string(),
            })
            .collect();
        self.events.push(Event {
            seen_by,
            text: c.words(),
            card: Some(Box::new(c)),
        });
    }

    /// Whether events are being recorded.
    #[must_use]
    pub fn narrating(&self) -> bool {
        self.narrate
    }

    /// Takes the rolls recorded since the last call.
    pub fn take_rolls(&mut self) -> Vec<Roll> {
        std::mem::take(&mut self.rolls)
    }

    /// Takes the events recorded since the last call.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// Records rolls made by other dice on this game's behalf (a campaign logs the rolls of the
    /// battles it has fought), each purpose prefixed with `tag`.
    ///
    /// Scripted dice (a log replayed from its own rolls) check each against the next roll the
    /// log holds, as [`Dice::roll`] does: those rolls are the log's, not new ones.
    pub fn absorb(&mut self, tag: &str, rolls: Vec<Roll>) {
        for r in rolls {
            let r = Roll {
                purpose: Cow::Owned(format!("{tag}{}", r.purpose)),
                ..r
            };
            if let Source::Script { rolls, fault, .. } = &mut self.source {
                if take_scripted(rolls, fault, r.sides, &r.purpose).is_some_and(|v| v != r.value) {
                    fault.get_or_insert_with(|| {
                        format!(
                            "the d{} for {} is not what the dice give",
                            r.sides, r.purpose
                        )
                    });
                }
            }
            self.rolls.push(r);
        }
    }

    /// Forgets recorded rolls and events without allocating (bulk simulation).
    pub fn clear(&mut self) {
        self.rolls.clear();
        self.events.clear();
    }
}

/// An exact discrete distribution: (value, probability) pairs with distinct values, sorted.
pub type Distribution = Vec<(u32, f64)>;

/// The binomial distribution of successes in `n` dice each succeeding with `p`.
#[must_use]
pub fn binomial(n: u32, p: f64) -> Distribution {
    let mut dist = vec![1.0_f64];
    for _ in 0..n {
        let mut next = vec![0.0; dist.len() + 1];
        for (k, q) in dist.iter().enumerate() {
            next[k] += q * (1.0 - p);
            next[k + 1] += q * p;
        }
        dist = next;
    }
    dist.into_iter()
        .enumerate()
        .map(|(k, q)| (u32::try_from(k).unwrap_or(u32::MAX), q))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_generator_stream_for_a_seed_is_fixed_forever() {
        // Pinned values: old logs depend on them.
        let mut rng = Rng::new(42, 0);
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        let mut again = Rng::new(42, 0);
        assert_eq!(first, (0..3).map(|_| again.next_u64()).collect::<Vec<_>>());
        let mut dice = Dice::v1(1, false);
        let rolls: Vec<u8> = (0..12).map(|_| dice.d6("test", SeatSet::ALL)).collect();
        assert_eq!(rolls, [5, 4, 4, 3, 5, 1, 1, 3, 6, 4, 6, 6]);
    }

    #[test]
    fn the_chacha_stream_for_a_secret_is_fixed_forever() {
        // Pinned values: if this fails, bump PRNG_VERSION instead of editing the numbers.
        let secret = Secret::from_seed(1);
        assert_eq!(secret.source(), SecretSource::UserSeed);
        let mut dice = Dice::from_secret(&secret, false);
        let rolls: Vec<u8> = (0..12).map(|_| dice.d6("test", SeatSet::ALL)).collect();
        assert_eq!(rolls, PINNED);
        assert_eq!(
            Secret::from_hex(&secret.to_hex(), SecretSource::UserSeed).unwrap(),
            secret
        );
    }

    const PINNED: [u8; 12] = [2, 6, 6, 5, 3, 2, 3, 2, 5, 1, 4, 5];

    #[test]
    fn the_commitment_is_the_sha256_of_the_key_and_the_debug_form_hides_the_key() {
        let secret = Secret::from_seed(9);
        let key = hex::decode(secret.to_hex()).unwrap();
        assert_eq!(secret.commitment(), hex::encode(Sha256::digest(&key)));
        assert!(!format!("{secret:?}").contains(&secret.to_hex()));
        let a = Secret::random().unwrap();
        let b = Secret::random().unwrap();
        assert_ne!(a, b);
        assert_eq!(a.source(), SecretSource::Engine);
    }

    #[test]
    fn mixed_entropy_changes_the_rolls_that_follow() {
        let secret = Secret::from_seed(3);
        let mut a = Dice::from_secret(&secret, false);
        let mut b = Dice::from_secret(&secret, false);
        b.mix(b"a browser's contribution");
        let ra: Vec<u16> = (0..32).map(|_| a.roll(20, "t", SeatSet::ALL)).collect();
        let rb: Vec<u16> = (0..32).map(|_| b.roll(20, "t", SeatSet::ALL)).collect();
        assert_ne!(ra, rb);
        let mut c = Dice::from_secret(&secret, false);
        c.mix(b"a browser's contribution");
        let rc: Vec<u16> = (0..32).map(|_| c.roll(20, "t", SeatSet::ALL)).collect();
        assert_eq!(rb, rc);
    }

    #[test]
    fn scripted_dice_give_the_log_s_rolls_and_never_one_it_does_not_hold() {
        let mut real = Dice::new(5, false);
        real.roll(6, "a", SeatSet::ALL);
        real.roll(10, "b", SeatSet::ALL);
        let logged = real.take_rolls();
        let mut s = Dice::scripted(logged.clone(), false);
        s.roll(6, "a", SeatSet::ALL);
        s.roll(10, "b", SeatSet::ALL);
        assert_eq!(s.take_rolls(), logged);
        assert_eq!(s.fault(), None);
        // One roll too many: a fault, and the die shows 1, not a value from any generator.
        s.roll(6, "c", SeatSet::ALL);
        let f = s.fault().unwrap();
        assert!(f.contains("does not hold"), "{f}");
        // Another die than the log's.
        let mut s = Dice::scripted(logged.clone(), false);
        s.roll(8, "a", SeatSet::ALL);
        assert!(s.fault().unwrap().contains("d8"));
        // Rolls left over.
        let mut s = Dice::scripted(logged, false);
        s.roll(6, "a", SeatSet::ALL);
        assert!(s.fault().unwrap().contains("1 more"));
    }

    #[test]
    fn a_d6_is_fair() {
        let mut dice = Dice::new(7, false);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[usize::from(dice.d6("fairness", SeatSet::ALL)) - 1] += 1;
        }
        for c in counts {
            assert!((9_500..10_500).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn streams_differ() {
        let a = Rng::new(5, 0).next_u64();
        let b = Rng::new(5, 1).next_u64();
        assert_ne!(a, b);
    }

    #[test]
    fn binomial_sums_to_one_and_matches_hand_values() {
        let d = binomial(2, 1.0 / 6.0);
        assert!((d[0].1 - 25.0 / 36.0).abs() < 1e-12);
        assert!((d[1].1 - 10.0 / 36.0).abs() < 1e-12);
        assert!((d[2].1 - 1.0 / 36.0).abs() < 1e-12);
        let total: f64 = binomial(9, 0.3).iter().map(|x| x.1).sum();
        assert!((total - 1.0).abs() < 1e-12);
    }
}
