//! The campaign scenario as written in its file: each player's orbat and defensive forces,
//! the house rules of the campaign and of its battles, and reading it from TOML.

use super::*;
use umpire_rapier::Kind;

/// A unit of an offensive orbat or a defensive force: stands of one kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UnitSpec {
    /// Name.
    pub name: String,
    /// Kind of stand, as Rapier names it (`infantry`, `tank`, `hq`, ...).
    pub kind: String,
    /// Stands.
    pub stands: u32,
    /// Motorised (Rapier: fast movement).
    #[serde(default)]
    pub motorised: bool,
    /// Assault troops (Rapier's SMG, flamethrower and German engineer units: 2d6 and first
    /// casualties), for infantry, engineers and cavalry.
    #[serde(default)]
    pub assault: bool,
    /// The HQ unit (by name) this unit is subordinate to. Units that name none are subordinate
    /// to every HQ that has no unit naming it (with one HQ: all of them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub under: Option<String>,
}

/// A defensive force of size S1–S4.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Defence {
    /// Name.
    pub name: String,
    /// Size 1–4 (S1–S4).
    pub size: u8,
    /// Its units.
    pub units: Vec<UnitSpec>,
}

/// A player's side as the scenario gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    /// Name.
    pub name: String,
    /// The five zones of the route, base zone first.
    pub route: Vec<String>,
    /// The full offensive orbat.
    pub units: Vec<UnitSpec>,
}

/// How battles are fought.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Battles {
    /// By the engine with Rapier Offensive and heuristic bots.
    #[default]
    Engine,
    /// On a real table; the offensive player enters the result.
    Hand,
    /// On the server, each battle a game of its own of the `engine`'s rule set that the two
    /// players fight there by the links they hold for the campaign; the server enters its
    /// result (`crate::served`). Off the server (the terminal) the offensive player enters a
    /// served campaign's results as with `hand`.
    Served,
}

/// The tactical rule set that fights engine battles.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Engine {
    /// Rapier Offensive.
    #[default]
    Rapier,
    /// Operational Art.
    Opart,
}

/// Campaign rules and house values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// How battles are fought.
    #[serde(default)]
    pub battles: Battles,
    /// Which rule set fights engine battles.
    #[serde(default)]
    pub engine: Engine,
    /// Campaign turns before the race is called a draw (UMP-RAC-2, HV 30).
    #[serde(default = "thirty")]
    pub max_turns: u16,
    /// How engine battles are fought with Rapier (UMP-RAC-9).
    #[serde(default)]
    pub battle: BattleRules,
    /// Served battles: hours a battle's game may run before either player may hand its seats
    /// to bots, which fight it out (the campaign's host may at any time); when not given, the
    /// house value of 72 hours ([`BATTLE_HOURS`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub battle_hours: Option<u32>,
}

/// The house value of [`Rules::battle_hours`]: three days, time for players a continent apart
/// to meet at their screens.
pub const BATTLE_HOURS: u32 = 72;

impl Rules {
    /// Hours a served battle may run before either player may hand it to bots.
    #[must_use]
    pub fn battle_hours(&self) -> u32 {
        self.battle_hours.unwrap_or(BATTLE_HOURS)
    }
}

const fn thirty() -> u16 {
    30
}

/// The Rapier table an engine battle is fought on (UMP-RAC-9).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BattleRules {
    /// The two terrain objectives, as Rapier sectors (`"A2-L4"`).
    #[serde(default = "objectives")]
    pub objectives: Vec<String>,
    /// Turns a battle lasts (Rapier's 6).
    #[serde(default = "six")]
    pub turns: u8,
    /// Rapier's optional moving-targets rule.
    #[serde(default)]
    pub moving_targets: bool,
}

fn objectives() -> Vec<String> {
    vec!["A2-L4".into(), "A3-L4".into()]
}

const fn six() -> u8 {
    6
}

impl Default for BattleRules {
    fn default() -> Self {
        Self {
            objectives: objectives(),
            turns: 6,
            moving_targets: false,
        }
    }
}

impl Default for Rules {
    fn default() -> Self {
        Self {
            battles: Battles::Engine,
            engine: Engine::Rapier,
            max_turns: 30,
            battle: BattleRules::default(),
            battle_hours: None,
        }
    }
}

/// A campaign scenario.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// `"race"` (optional).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
    /// Short name.
    pub name: String,
    /// Title.
    pub title: String,
    /// Sources.
    #[serde(default)]
    pub sources: String,
    /// The objective both race for.
    pub objective: String,
    /// Rules.
    #[serde(default)]
    pub rules: Rules,
    /// Players A and B.
    pub players: Vec<PlayerSpec>,
    /// Defensive forces, at least one of each size S1–S4.
    pub defences: Vec<Defence>,
}

impl Scenario {
    /// Parses TOML.
    ///
    /// # Errors
    /// The parser's message with its line.
    pub fn from_toml(text: &str) -> Result<Self, ScenarioError> {
        toml::from_str(text)
            .map_err(|e| ScenarioError::parse(text, e.span().map(|s| s.start), e.message()))
    }
}

/// Checks a Rapier kind name.
///
/// # Errors
/// An unknown kind.
pub fn kind(name: &str) -> Result<Kind, String> {
    Kind::ALL
        .into_iter()
        .find(|k| k.name() == name)
        .ok_or_else(|| {
            format!(
                "{name:?} is not a Rapier unit kind; kinds: {}",
                Kind::ALL.map(Kind::name).join(", ")
            )
        })
}
