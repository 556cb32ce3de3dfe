//! Standing instructions: the choices the text leaves to a player for moments that come in the
//! middle of the umpire's hour. NQM resolves an hour in one go once both sides have written
//! their orders, so a player makes these choices beforehand, as a commander writes "if the
//! attack fails, fall back to the start line" into his orders (UMP-NQM-39). Each one is a
//! decision of the commander on the spot, so it pays no command reaction time; it stands until
//! the player changes it (once a stand an hour for each kind). The defaults are the choices the
//! engine made before the players had them, and the bots keep them.
//!
//! - A unit whose attack fails its break test goes to ground or withdraws to a safe distance
//!   ("at his own discretion", morale and unit grading).
//! - A defending unit that fails its break test sits tight, surrendering if the attacker presses
//!   home, or withdraws ("broken defenders may elect to sit tight").
//! - A concealed stand shouts STOP when an enemy mover comes within the distance its player
//!   chose (inside its effective range and sight), or waits until the mover comes next to it
//!   (the recce sequence: "the defender can shout STOP at a point").
//! - Infantry that holds as tanks roll into its position assaults them, or lies low and lets
//!   them be, holding on without a fight that hour ("the infantry may fight a close assault
//!   against the tanks").
//! - A reorganising unit spreads the black pins over its stands or gathers them on as few as it
//!   can (reorganisation: "the player elects to put one of these black pins on each stand").

use serde::{Deserialize, Serialize};

/// One standing instruction, set on a stand (or, for the choices a unit makes as one, on the
/// unit's head).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "when")]
pub enum Instruction {
    /// When the unit's attack fails its break test: withdraw to a safe distance (`true`) or go
    /// to ground and keep up the firefight (`false`, the default).
    AttackFails {
        /// Withdraw rather than go to ground.
        withdraw: bool,
    },
    /// When the unit fails its break test in defence: withdraw out of contact (`true`) or sit
    /// tight in the position (`false`, the default), surrendering if the attacker presses home.
    Broken {
        /// Withdraw rather than sit tight.
        withdraw: bool,
    },
    /// While concealed: run the recce sequence on an enemy mover as soon as it comes within
    /// `hexes` of the stand, the point the defender chooses to shout STOP (2 up to its
    /// effective range), or when it comes next to the stand (`0`, the default).
    Stop {
        /// Hexes from the stand at which to shout STOP; 0: when the mover comes next to it.
        hexes: u8,
    },
    /// When tanks rolled into the unit's position, it held, and they are still there an hour
    /// later: lie low and let them be (`true`), or close-assault them, the infantry attacking
    /// (`false`, the default). The tanks' own assault goes on either way (UMP-NQM-31).
    TanksIn {
        /// Let the tanks be rather than assault them.
        lie_low: bool,
    },
    /// At reorganisation: gather the black pins on as few stands as possible (`true`) or spread
    /// them one a stand (`false`, the default).
    BlackPins {
        /// Gather rather than spread.
        gather: bool,
    },
}

/// The standing instructions of a stand: each is `false` (or 0) by default, the engine's former
/// choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// A failed attack withdraws.
    #[serde(default)]
    pub attack_withdraws: bool,
    /// A broken defence withdraws.
    #[serde(default)]
    pub broken_withdraws: bool,
    /// Hexes at which to shout STOP (0: when a mover comes next to it).
    #[serde(default)]
    pub stop_hexes: u8,
    /// Let tanks that roll in be.
    #[serde(default)]
    pub tanks_lie_low: bool,
    /// Gather black pins.
    #[serde(default)]
    pub gather_pins: bool,
}

impl Standing {
    /// Whether every instruction is at its default.
    #[must_use]
    pub fn is_default(&self) -> bool {
        *self == Standing::default()
    }

    /// Whether these instructions already say what `instruction` says.
    #[must_use]
    pub fn holds(&self, instruction: Instruction) -> bool {
        match instruction {
            Instruction::AttackFails { withdraw } => self.attack_withdraws == withdraw,
            Instruction::Broken { withdraw } => self.broken_withdraws == withdraw,
            Instruction::Stop { hexes } => self.stop_hexes == hexes,
            Instruction::TanksIn { lie_low } => self.tanks_lie_low == lie_low,
            Instruction::BlackPins { gather } => self.gather_pins == gather,
        }
    }

    /// Sets one instruction.
    pub fn set(&mut self, instruction: Instruction) {
        match instruction {
            Instruction::AttackFails { withdraw } => self.attack_withdraws = withdraw,
            Instruction::Broken { withdraw } => self.broken_withdraws = withdraw,
            Instruction::Stop { hexes } => self.stop_hexes = hexes,
            Instruction::TanksIn { lie_low } => self.tanks_lie_low = lie_low,
            Instruction::BlackPins { gather } => self.gather_pins = gather,
        }
    }

    /// The instructions that differ from the defaults, in words.
    #[must_use]
    pub fn words(&self) -> Vec<String> {
        if self.is_default() {
            // Most stands keep the defaults: nothing to say, and no list to make.
            return Vec::new();
        }
        let mut out: Vec<String> = Instruction::KINDS
            .iter()
            .map(|make| make(true))
            .filter(|&i| self.holds(i))
            .map(Instruction::text)
            .collect();
        if self.stop_hexes > 0 {
            let stop = Instruction::Stop {
                hexes: self.stop_hexes,
            };
            out.push(stop.text());
        }
        out
    }
}

impl Instruction {
    /// Each kind of two values, as a constructor from its value, in the order a listing offers
    /// them (STOP, with its distance, comes after them).
    pub const KINDS: [fn(bool) -> Instruction; 4] = [
        |withdraw| Instruction::AttackFails { withdraw },
        |withdraw| Instruction::Broken { withdraw },
        |lie_low| Instruction::TanksIn { lie_low },
        |gather| Instruction::BlackPins { gather },
    ];

    /// Its bit in a stand's mask of the kinds changed this hour.
    #[must_use]
    pub fn bit(self) -> u8 {
        match self {
            Instruction::AttackFails { .. } => 1,
            Instruction::Broken { .. } => 2,
            Instruction::Stop { .. } => 4,
            Instruction::TanksIn { .. } => 8,
            Instruction::BlackPins { .. } => 16,
        }
    }

    /// The instruction in words.
    #[must_use]
    pub fn text(self) -> String {
        let words = match self {
            Instruction::AttackFails { withdraw: true } => "if its attack fails, withdraw",
            Instruction::AttackFails { withdraw: false } => "if its attack fails, go to ground",
            Instruction::Broken { withdraw: true } => "if broken in defence, withdraw",
            Instruction::Broken { withdraw: false } => "if broken in defence, sit tight",
            Instruction::Stop { hexes: 0 } => {
                "let movers come next to it before the recce sequence"
            }
            Instruction::Stop { hexes } => return format!("shout STOP at {hexes} hexes"),
            Instruction::TanksIn { lie_low: true } => "if tanks roll in, lie low and let them be",
            Instruction::TanksIn { lie_low: false } => "if tanks roll in, assault them",
            Instruction::BlackPins { gather: true } => {
                "gather black pins on as few stands as it can"
            }
            Instruction::BlackPins { gather: false } => "spread black pins one a stand",
        };
        words.to_owned()
    }

    /// Reads the typed form's verb and word.
    ///
    /// # Errors
    /// The word is not one of the verb's two.
    pub fn parse(verb: &str, word: Option<&str>) -> Result<Option<Instruction>, String> {
        if verb == "stop" {
            return match word {
                Some(w) if w.eq_ignore_ascii_case("contact") => {
                    Ok(Some(Instruction::Stop { hexes: 0 }))
                }
                Some(w) => w
                    .parse::<u8>()
                    .map(|hexes| Some(Instruction::Stop { hexes }))
                    .map_err(|_| format!("stop takes contact or a number of hexes, not {w:?}")),
                None => Err("stop takes contact or a number of hexes".to_owned()),
            };
        }
        let choices: (&str, &str, fn(bool) -> Instruction) = match verb {
            "if-attack-fails" => ("withdraw", "ground", |v| Instruction::AttackFails {
                withdraw: v,
            }),
            "if-broken" => ("withdraw", "sit-tight", |v| Instruction::Broken {
                withdraw: v,
            }),
            "if-tanks" => ("lie-low", "assault", |v| Instruction::TanksIn {
                lie_low: v,
            }),
            "pins" => ("gather", "spread", |v| Instruction::BlackPins { gather: v }),
            _ => return Ok(None),
        };
        let (yes, no, make) = choices;
        match word {
            Some(w) if w.eq_ignore_ascii_case(yes) => Ok(Some(make(true))),
            Some(w) if w.eq_ignore_ascii_case(no) => Ok(Some(make(false))),
            _ => Err(format!("{verb} takes {yes} or {no}")),
        }
    }
}
