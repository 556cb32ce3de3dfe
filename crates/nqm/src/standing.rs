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
//! - A concealed stand shouts STOP when an enemy mover enters its effective range, or waits until
//!   the mover comes next to it (the recce sequence: "the defender can shout STOP").
//! - Infantry that holds as tanks roll into its position assaults them, or lies low and lets
//!   them be, holding on without a fight that hour ("the infantry may fight a close assault
//!   against the tanks").
//! - A reorganising unit spreads the black pins over its stands or gathers them on as few as it
//!   can (reorganisation: "the player elects to put one of these black pins on each stand").

use serde::{Deserialize, Serialize};

use crate::game::{State, Unit};
use crate::logistics::disorganised_in_defence;
use crate::morale::hold_firm_on;

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
    /// While concealed: run the recce sequence on an enemy mover as soon as it comes within the
    /// stand's effective range (`true`, shouting STOP) or when it comes next to the stand
    /// (`false`, the default).
    Stop {
        /// Shout STOP at effective range.
        at_range: bool,
    },
    /// When tanks roll into the unit's position and it holds: lie low and let them be, holding
    /// the position without a close assault this hour (`true`), or fight the close assault
    /// against them (`false`, the default).
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

/// The standing instructions of a stand: each is `false` by default (the engine's former choice).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// A failed attack withdraws.
    #[serde(default)]
    pub attack_withdraws: bool,
    /// A broken defence withdraws.
    #[serde(default)]
    pub broken_withdraws: bool,
    /// STOP at effective range.
    #[serde(default)]
    pub stop_at_range: bool,
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

    /// The value `instruction` sets, read from these instructions.
    #[must_use]
    pub fn holds(&self, instruction: Instruction) -> bool {
        self.get(instruction) == instruction.value()
    }

    fn get(&self, instruction: Instruction) -> bool {
        match instruction {
            Instruction::AttackFails { .. } => self.attack_withdraws,
            Instruction::Broken { .. } => self.broken_withdraws,
            Instruction::Stop { .. } => self.stop_at_range,
            Instruction::TanksIn { .. } => self.tanks_lie_low,
            Instruction::BlackPins { .. } => self.gather_pins,
        }
    }

    /// Sets one instruction.
    pub fn set(&mut self, instruction: Instruction) {
        let v = instruction.value();
        match instruction {
            Instruction::AttackFails { .. } => self.attack_withdraws = v,
            Instruction::Broken { .. } => self.broken_withdraws = v,
            Instruction::Stop { .. } => self.stop_at_range = v,
            Instruction::TanksIn { .. } => self.tanks_lie_low = v,
            Instruction::BlackPins { .. } => self.gather_pins = v,
        }
    }

    /// The instructions that differ from the defaults, in words.
    #[must_use]
    pub fn words(&self) -> Vec<&'static str> {
        Instruction::KINDS
            .iter()
            .map(|k| k(true))
            .filter(|&i| self.holds(i))
            .map(Instruction::text)
            .collect()
    }
}

impl Instruction {
    /// Each kind, as a constructor from its value, in the order a listing offers them.
    pub const KINDS: [fn(bool) -> Instruction; 5] = [
        |withdraw| Instruction::AttackFails { withdraw },
        |withdraw| Instruction::Broken { withdraw },
        |at_range| Instruction::Stop { at_range },
        |lie_low| Instruction::TanksIn { lie_low },
        |gather| Instruction::BlackPins { gather },
    ];

    /// The value it sets.
    #[must_use]
    pub fn value(self) -> bool {
        match self {
            Instruction::AttackFails { withdraw } | Instruction::Broken { withdraw } => withdraw,
            Instruction::Stop { at_range } => at_range,
            Instruction::TanksIn { lie_low } => lie_low,
            Instruction::BlackPins { gather } => gather,
        }
    }

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

    /// Whether the unit makes this choice as one (set on its head) rather than stand by stand.
    #[must_use]
    pub fn by_unit(self) -> bool {
        !matches!(self, Instruction::Stop { .. })
    }

    /// The instruction in words.
    #[must_use]
    pub fn text(self) -> &'static str {
        match self {
            Instruction::AttackFails { withdraw: true } => "if its attack fails, withdraw",
            Instruction::AttackFails { withdraw: false } => "if its attack fails, go to ground",
            Instruction::Broken { withdraw: true } => "if broken in defence, withdraw",
            Instruction::Broken { withdraw: false } => "if broken in defence, sit tight",
            Instruction::Stop { at_range: true } => "shout STOP at effective range",
            Instruction::Stop { at_range: false } => {
                "let movers come next to it before the recce sequence"
            }
            Instruction::TanksIn { lie_low: true } => "if tanks roll in, lie low and let them be",
            Instruction::TanksIn { lie_low: false } => "if tanks roll in, assault them",
            Instruction::BlackPins { gather: true } => {
                "gather black pins on as few stands as it can"
            }
            Instruction::BlackPins { gather: false } => "spread black pins one a stand",
        }
    }

    /// The typed form (`STAND if-attack-fails withdraw`); see [`crate::view::HELP`].
    #[must_use]
    pub fn typed(self) -> String {
        let (verb, word) = match self {
            Instruction::AttackFails { withdraw } => (
                "if-attack-fails",
                if withdraw { "withdraw" } else { "ground" },
            ),
            Instruction::Broken { withdraw } => {
                ("if-broken", if withdraw { "withdraw" } else { "sit-tight" })
            }
            Instruction::Stop { at_range } => ("stop", if at_range { "range" } else { "contact" }),
            Instruction::TanksIn { lie_low } => {
                ("if-tanks", if lie_low { "lie-low" } else { "assault" })
            }
            Instruction::BlackPins { gather } => ("pins", if gather { "gather" } else { "spread" }),
        };
        format!("{verb} {word}")
    }

    /// Reads the typed form's verb and word.
    ///
    /// # Errors
    /// The word is not one of the verb's two.
    pub fn parse(verb: &str, word: Option<&str>) -> Result<Option<Instruction>, String> {
        let choices: (&str, &str, fn(bool) -> Instruction) = match verb {
            "if-attack-fails" => ("withdraw", "ground", |v| Instruction::AttackFails {
                withdraw: v,
            }),
            "if-broken" => ("withdraw", "sit-tight", |v| Instruction::Broken {
                withdraw: v,
            }),
            "stop" => ("range", "contact", |v| Instruction::Stop { at_range: v }),
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

/// Whether stand `i` may be given `instruction` at all: by-unit choices go to the unit's head,
/// and only to units the choice can arise for (break tests for the first two, infantry tanks
/// may assault for the third, more than one stand for the pins).
///
/// # Errors
/// Why the instruction does not apply to the stand, in words for its player.
pub fn applies(state: &State, i: usize, instruction: Instruction) -> Result<(), &'static str> {
    let u = &state.units[i];
    if !instruction.by_unit() {
        return Ok(());
    }
    if state.unit_head(i) != i {
        return Err("the unit makes this choice as one: give it to the unit's headquarters stand");
    }
    let members = state.unit_members(i);
    let any = |f: &dyn Fn(&Unit) -> bool| members.iter().any(|&k| f(&state.units[k]));
    match instruction {
        Instruction::AttackFails { .. } => {
            if hold_firm_on(u.grade).is_none() || !any(&|m| !m.tank()) {
                return Err("the unit takes no break tests");
            }
        }
        Instruction::Broken { .. } => {
            if hold_firm_on(u.grade).is_none()
                || !disorganised_in_defence(u.grade)
                || !any(&|m| !m.tank())
            {
                return Err("the unit is never broken in defence");
            }
        }
        Instruction::TanksIn { .. } => {
            if hold_firm_on(u.grade).is_none() || !any(&|m| !m.tank() && m.tanks_may_assault()) {
                return Err("tanks do not close-assault this unit");
            }
        }
        Instruction::BlackPins { .. } => {
            if members.len() < 2 {
                return Err("a unit of one stand has nowhere else to put its pins");
            }
        }
        Instruction::Stop { .. } => {}
    }
    Ok(())
}
