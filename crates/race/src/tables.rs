//! The campaign turn's tables, with exact odds: type of battle, on-table forces (RAC-1), size of
//! the defensive force, victory points and their modifier, battle result (RAC-3) and recovery.

use serde::{Deserialize, Serialize};
use umpire_core::Ratio;

/// The offensive action a player chooses each campaign turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// A battle is certain; fewer losses recovered.
    Attack,
    /// Recover more losses; only a counter-attack can happen; extra troops next turn.
    Regroup,
}

impl Action {
    /// Parses `attack` or `regroup`.
    ///
    /// # Errors
    /// Anything else.
    pub fn parse(t: &str) -> Result<Self, String> {
        match t {
            "attack" => Ok(Action::Attack),
            "regroup" => Ok(Action::Regroup),
            o => Err(format!("{o:?}: the offensive action is attack or regroup")),
        }
    }

    /// Output name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Action::Attack => "attack",
            Action::Regroup => "regroup",
        }
    }
}

/// Types of battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Battle {
    /// The defensive player attacks the offensive player (a hasty-defence scenario, RAC-2).
    CounterAttack,
    /// Prepared defence.
    PreparedDefence,
    /// Hasty defence.
    HastyDefence,
    /// Meeting engagement.
    MeetingEngagement,
    /// No battle this turn (Regroup only).
    NoBattle,
}

impl Battle {
    /// All, in output order.
    pub const ALL: [Battle; 5] = [
        Battle::CounterAttack,
        Battle::PreparedDefence,
        Battle::HastyDefence,
        Battle::MeetingEngagement,
        Battle::NoBattle,
    ];

    /// Output name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Battle::CounterAttack => "counter-attack",
            Battle::PreparedDefence => "prepared-defence",
            Battle::HastyDefence => "hasty-defence",
            Battle::MeetingEngagement => "meeting-engagement",
            Battle::NoBattle => "no-battle",
        }
    }

    /// Parses a name.
    ///
    /// # Errors
    /// An unknown battle.
    pub fn parse(t: &str) -> Result<Self, String> {
        Battle::ALL
            .into_iter()
            .find(|b| b.name() == t)
            .ok_or_else(|| {
                format!(
                    "{t:?} is not a battle; battles: {}",
                    Battle::ALL.map(Battle::name).join(", ")
                )
            })
    }
}

/// The type of battle for a modified d6 score.
#[must_use]
pub fn battle_type(action: Action, score: i32) -> Battle {
    match (action, score) {
        (_, s) if s <= 2 => Battle::CounterAttack,
        (Action::Regroup, _) => Battle::NoBattle,
        (Action::Attack, 3..=5) => Battle::PreparedDefence,
        (Action::Attack, 6..=7) => Battle::HastyDefence,
        (Action::Attack, _) => Battle::MeetingEngagement,
    }
}

/// The modifier to the battle-type roll: +1 a zone advanced last turn, −1 after a retreat.
#[must_use]
pub fn battle_type_modifier(advanced: u8, retreated: bool) -> i32 {
    i32::from(advanced) - i32::from(retreated)
}

/// Exact odds of each type of battle (zeros included).
#[must_use]
pub fn battle_type_odds(action: Action, modifier: i32) -> Vec<(Battle, Ratio)> {
    let mut p = [Ratio::ZERO; 5];
    for roll in 1..=6 {
        let b = battle_type(action, roll + modifier);
        let k = Battle::ALL.iter().position(|x| *x == b).unwrap_or(0);
        p[k] += Ratio::new(1, 6);
    }
    Battle::ALL.into_iter().zip(p).collect()
}

/// The result of a battle for the offensive player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// Retreat one zone (none from zone 1).
    Retreat,
    /// Stay (also after no battle, RAC-3).
    NoAdvance,
    /// Advance one zone.
    Advance1,
    /// Advance two zones.
    Advance2,
}

impl Outcome {
    /// All, in output order.
    pub const ALL: [Outcome; 4] = [
        Outcome::Retreat,
        Outcome::NoAdvance,
        Outcome::Advance1,
        Outcome::Advance2,
    ];

    /// Output name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Retreat => "retreat",
            Outcome::NoAdvance => "no-advance",
            Outcome::Advance1 => "advance-1",
            Outcome::Advance2 => "advance-2",
        }
    }

    /// Parses a name (`no-battle` reads as no advance, RAC-3).
    ///
    /// # Errors
    /// An unknown result.
    pub fn parse(t: &str) -> Result<Self, String> {
        if t == "no-battle" {
            return Ok(Outcome::NoAdvance);
        }
        Outcome::ALL
            .into_iter()
            .find(|o| o.name() == t)
            .ok_or_else(|| format!("{t:?} is not a battle result; results: retreat, no-advance, advance-1, advance-2"))
    }
}

/// The modifier to the battle-result roll from the battle's VP.
#[must_use]
pub fn vp_modifier(vp: i32) -> i32 {
    match vp {
        i32::MIN..=-246 => -4,
        -245..=-176 => -3,
        -175..=-106 => -2,
        -105..=-36 => -1,
        -35..=35 => 0,
        36..=105 => 1,
        106..=175 => 2,
        _ => 3,
    }
}

/// The battle result for a modified d6 score.
#[must_use]
pub fn battle_result(action: Action, score: i32) -> Outcome {
    match (action, score) {
        (_, s) if s <= 0 => Outcome::Retreat,
        (Action::Regroup, _) => Outcome::NoAdvance,
        (Action::Attack, 1..=3) => Outcome::NoAdvance,
        (Action::Attack, 4..=8) => Outcome::Advance1,
        (Action::Attack, _) => Outcome::Advance2,
    }
}

/// Exact odds of each battle result after a battle worth `vp` (zeros included).
#[must_use]
pub fn battle_result_odds(action: Action, vp: i32) -> Vec<(Outcome, Ratio)> {
    let mut p = [Ratio::ZERO; 4];
    for roll in 1..=6 {
        let o = battle_result(action, roll + vp_modifier(vp));
        let k = Outcome::ALL.iter().position(|x| *x == o).unwrap_or(0);
        p[k] += Ratio::new(1, 6);
    }
    Outcome::ALL.into_iter().zip(p).collect()
}

/// The score needed on a d6 to recover each lost stand, or `None` where the table says N/A.
#[must_use]
pub fn recovery_need(result: Outcome, action: Action) -> Option<u8> {
    match (result, action) {
        (Outcome::Retreat, _) => Some(6),
        (Outcome::NoAdvance, Action::Attack) => Some(5),
        (Outcome::NoAdvance, Action::Regroup) => Some(4),
        (Outcome::Advance1, Action::Attack) => Some(5),
        (Outcome::Advance2, Action::Attack) => Some(6),
        (Outcome::Advance1 | Outcome::Advance2, Action::Regroup) => None,
    }
}

/// Exact odds of recovering k of `lost` stands.
///
/// # Errors
/// A combination the table marks N/A (a Regroup never advances).
pub fn recovery_odds(
    result: Outcome,
    action: Action,
    lost: u32,
) -> Result<Vec<(u32, Ratio)>, String> {
    let need = recovery_need(result, action)
        .ok_or_else(|| format!("the recovery table has no entry for {} after a regroup (N/A): a regroup never advances", result.name()))?;
    let p = Ratio::new(u128::from(7 - need), 6);
    Ok(Ratio::binomial(lost, &p)
        .into_iter()
        .enumerate()
        .map(|(k, r)| (k as u32, r))
        .collect())
}

/// Campaign size by the full offensive orbat's stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Size {
    /// At most 40 stands.
    Small,
    /// At most 80.
    Medium,
    /// At most 120.
    Large,
    /// More.
    Huge,
}

impl Size {
    /// From the number of stands in the full offensive orbat.
    #[must_use]
    pub fn of(stands: u32) -> Size {
        match stands {
            0..=40 => Size::Small,
            41..=80 => Size::Medium,
            81..=120 => Size::Large,
            _ => Size::Huge,
        }
    }

    /// Parses a name.
    ///
    /// # Errors
    /// An unknown size.
    pub fn parse(t: &str) -> Result<Size, String> {
        match t {
            "small" => Ok(Size::Small),
            "medium" => Ok(Size::Medium),
            "large" => Ok(Size::Large),
            "huge" => Ok(Size::Huge),
            o => Err(format!("{o:?}: sizes are small, medium, large, huge")),
        }
    }

    /// VP for each fighting stand exited, and lost.
    #[must_use]
    pub fn per_stand(self) -> (i32, i32) {
        match self {
            Size::Small => (12, -24),
            Size::Medium => (6, -12),
            Size::Large => (4, -8),
            Size::Huge => (3, -6),
        }
    }
}

/// Victory points of the offensive player: objectives (two +140, one −35, none −140), each
/// exited stand (doubled when both objectives are held), each own stand lost.
///
/// # Errors
/// More than two objectives.
pub fn victory_points(size: Size, objectives: u8, exited: u32, lost: u32) -> Result<i32, String> {
    let objective_vp: i32 = match objectives {
        2 => 140,
        1 => -35,
        0 => -140,
        n => return Err(format!("a battle has two terrain objectives, not {n}")),
    };
    let (exit, loss) = size.per_stand();
    let exit = if objectives == 2 { 2 * exit } else { exit };
    let n = |x: u32| i32::try_from(x).unwrap_or(i32::MAX);
    Ok(objective_vp
        .saturating_add(exit.saturating_mul(n(exited)))
        .saturating_add(loss.saturating_mul(n(lost))))
}

/// Share of the full offensive orbat's units fielded (RAC-1: 50% in the base zone or after a
/// Regroup; 40% after advancing 1, no advance or a retreat; 30% after advancing 2).
#[must_use]
pub fn force_percent(zone: u8, last_action: Action, last_result: Outcome) -> u32 {
    if zone <= 1 || last_action == Action::Regroup {
        50
    } else if last_result == Outcome::Advance2 {
        30
    } else {
        40
    }
}

/// Units fielded, rounded down.
#[must_use]
pub fn force_units(units: u32, percent: u32) -> u32 {
    units * percent / 100
}

/// Defensive force sizes, S1..S4.
#[must_use]
pub fn defence_size(battle: Battle, zone: u8) -> Option<u8> {
    let z = usize::from(zone.checked_sub(1)?);
    let row: [u8; 5] = match battle {
        Battle::CounterAttack => [3, 3, 3, 3, 4],
        Battle::PreparedDefence => [3, 2, 2, 2, 2],
        Battle::HastyDefence => [2, 2, 2, 2, 1],
        Battle::MeetingEngagement => [4, 4, 4, 4, 2],
        Battle::NoBattle => return None,
    };
    row.get(z).copied()
}
