//! The campaign: its state and the campaign turn (both choose Attack or Regroup in secret;
//! then for player A and then B: type of battle, on-table forces, defensive force, the battle,
//! VP, battle result and movement, recovery), and the win and draw rules. The scenario file
//! is read in `campaign/scenario.rs`.

use serde::{Deserialize, Serialize};
use umpire_core::{Dice, ScenarioError, SeatSet};

use crate::tables::{
    battle_result, battle_type, battle_type_modifier, defence_size, force_percent, force_units,
    recovery_need, victory_points, vp_modifier, Action, Battle, Outcome, Size,
};

// The campaign scenario file: the players, their orbats and defences, and the rules.
mod scenario;
pub use scenario::*;

/// A unit of a player's orbat in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// What it is.
    pub spec: UnitSpec,
    /// Stands lost and not yet recovered.
    pub lost: u32,
}

impl Unit {
    /// Stands still with the unit.
    #[must_use]
    pub fn present(&self) -> u32 {
        self.spec.stands - self.lost
    }

    /// An HQ unit.
    #[must_use]
    pub fn is_hq(&self) -> bool {
        self.spec.kind == "hq"
    }
}

/// A player in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Name.
    pub name: String,
    /// Route.
    pub route: Vec<String>,
    /// Zone 1–5, or 6 once the objective is taken.
    pub zone: u8,
    /// Last campaign turn's action and result (None before the first turn).
    pub last: Option<(Action, Outcome)>,
    /// Zones moved last campaign turn (−1 for a retreat).
    pub moved: i8,
    /// The orbat.
    pub units: Vec<Unit>,
}

/// The steps of a campaign turn that wait for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "step")]
pub enum Phase {
    /// Both players choose Attack or Regroup, in secret.
    Choose,
    /// The offensive player picks the units to field.
    Field,
    /// The defending player picks a defensive force of the size the table gives.
    Defend,
    /// The offensive player enters the result of a battle fought on a real table.
    Report,
    /// The campaign is over.
    Over,
}

impl Phase {
    /// Output name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Phase::Choose => "choosing the offensive actions",
            Phase::Field => "fielding units",
            Phase::Defend => "choosing the defensive force",
            Phase::Report => "reporting the battle",
            Phase::Over => "campaign over",
        }
    }
}

/// How a race ends: the one player who advanced out of zone 5 wins; both in the same turn is a
/// draw, and so is a race nobody has won by the turn limit (UMP-RAC-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Winner {
    /// Only player A took the objective.
    A,
    /// Only player B took the objective.
    B,
    /// Both took it in the same turn, or neither did by the turn limit.
    Draw,
}

impl Winner {
    /// The result's label, one of [`crate::RESULTS`] (best for A first).
    pub fn result(self) -> &'static str {
        crate::RESULTS[match self {
            Winner::A => 0,
            Winner::Draw => 1,
            Winner::B => 2,
        }]
    }
}

/// The battle being set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fight {
    /// Type of battle.
    pub battle: Battle,
    /// Units to field (by count).
    pub quota: u32,
    /// Units fielded so far (indices into the offensive player's orbat).
    pub fielded: Vec<usize>,
    /// The defensive force chosen.
    pub defence: Option<usize>,
    /// Stands each fielded unit lost, as a hand report entered them unit by unit (in the order
    /// of `fielded`); empty while the report gives only the total (UMP-RAC-3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub losses: Vec<u32>,
}

/// One battle's report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// Offensive fighting stands lost.
    pub lost: u32,
    /// Offensive fighting stands exited over the enemy base edge.
    pub exited: u32,
    /// Terrain objectives the offensive player controls (0–2).
    pub objectives: u8,
}

/// A line of the campaign's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Campaign turn.
    pub turn: u16,
    /// Offensive player (0 = A).
    pub player: u8,
    /// Action.
    pub action: Action,
    /// Battle.
    pub battle: Battle,
    /// Its report, if fought.
    pub report: Option<Report>,
    /// VP.
    pub vp: Option<i32>,
    /// Result.
    pub result: Outcome,
    /// Zone after.
    pub zone: u8,
    /// Stands recovered.
    pub recovered: u32,
}

/// The state of a campaign.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Rules.
    pub rules: Rules,
    /// The objective.
    pub objective: String,
    /// Players A and B.
    pub players: Vec<Player>,
    /// Defensive forces.
    pub defences: Vec<Defence>,
    /// Campaign turn, 1-based.
    pub turn: u16,
    /// Where the turn is.
    pub phase: Phase,
    /// The players' secret choices this turn.
    pub pending: [Option<Action>; 2],
    /// The offensive player now (0 = A, 1 = B).
    pub current: u8,
    /// The battle being set up.
    pub fight: Option<Fight>,
    /// Who took the objective this turn.
    pub took: [bool; 2],
    /// How the race ended, once over.
    pub winner: Option<Winner>,
    /// History.
    pub history: Vec<Entry>,
    /// Actions taken.
    pub actions: u32,
}

/// Every `under` names an HQ unit of the same orbat.
fn check_hierarchy(units: &[UnitSpec], path: &str) -> Result<(), ScenarioError> {
    for (i, u) in units.iter().enumerate() {
        let Some(h) = &u.under else { continue };
        if u.kind == "hq" {
            return Err(err(
                format!("{path}[{i}].under"),
                "an HQ is subordinate to no one here: the HQ rule counts the units under each HQ",
            ));
        }
        if !units.iter().any(|x| x.kind == "hq" && x.name == *h) {
            return Err(err(
                format!("{path}[{i}].under"),
                format!("no HQ unit named {h:?} in this orbat"),
            ));
        }
    }
    Ok(())
}

fn err(f: impl Into<String>, r: impl Into<String>) -> ScenarioError {
    ScenarioError::new(f, r)
}

fn check_units(units: &[UnitSpec], field: &str) -> Result<(), ScenarioError> {
    if units.is_empty() {
        return Err(err(field, "needs units"));
    }
    for (i, u) in units.iter().enumerate() {
        if u.stands == 0 || u.stands > 40 {
            return Err(err(format!("{field}[{i}].stands"), "1 to 40 stands a unit"));
        }
        kind(&u.kind).map_err(|e| err(format!("{field}[{i}].kind"), e))?;
        if u.assault && !matches!(u.kind.as_str(), "infantry" | "engineer" | "cavalry") {
            return Err(err(
                format!("{field}[{i}].assault"),
                "only infantry, engineers and cavalry can be assault troops",
            ));
        }
    }
    Ok(())
}

/// Validates a scenario into the campaign's first state.
///
/// # Errors
/// The first invalid field.
pub fn build(sc: &Scenario) -> Result<State, ScenarioError> {
    if let Some(id) = sc.ruleset.as_deref().filter(|id| *id != "race") {
        return Err(err(
            "ruleset",
            format!("this is a {id} scenario, not a race one"),
        ));
    }
    if sc.players.len() != 2 {
        return Err(err("players", "a race has two players, A and B"));
    }
    for (p, pl) in sc.players.iter().enumerate() {
        if pl.route.len() != 5 {
            return Err(err(
                format!("players[{p}].route"),
                "five zones, base zone first",
            ));
        }
        check_units(&pl.units, &format!("players[{p}].units"))?;
        check_hierarchy(&pl.units, &format!("players[{p}].units"))?;
    }
    for s in 1..=4u8 {
        if !sc.defences.iter().any(|d| d.size == s) {
            return Err(err(
                "defences",
                format!("at least one defensive force of size S{s}"),
            ));
        }
    }
    for (k, d) in sc.defences.iter().enumerate() {
        if !(1..=4).contains(&d.size) {
            return Err(err(format!("defences[{k}].size"), "S1 to S4"));
        }
        check_units(&d.units, &format!("defences[{k}].units"))?;
    }
    let b = &sc.rules.battle;
    if b.objectives.len() != 2 {
        return Err(err(
            "rules.battle.objectives",
            "two sectors, such as [\"A2-L4\", \"A3-L4\"]",
        ));
    }
    for (k, o) in b.objectives.iter().enumerate() {
        let ok = umpire_rapier::State::parse_sector(o)
            .is_some_and(|s| (0..4).contains(&s.x) && (1..5).contains(&s.y));
        if !ok {
            return Err(err(
                format!("rules.battle.objectives[{k}]"),
                format!("{o:?} is not a sector of the battle table's lines L2–L5 (A1–A4)"),
            ));
        }
    }
    if !(1..=30).contains(&b.turns) {
        return Err(err("rules.battle.turns", "1 to 30 turns"));
    }
    if sc.rules.max_turns == 0 {
        return Err(err("rules.max_turns", "at least 1"));
    }
    Ok(State {
        rules: sc.rules.clone(),
        objective: sc.objective.clone(),
        players: sc
            .players
            .iter()
            .map(|p| Player {
                name: p.name.clone(),
                route: p.route.clone(),
                zone: 1,
                last: None,
                moved: 0,
                units: p
                    .units
                    .iter()
                    .map(|u| Unit {
                        spec: u.clone(),
                        lost: 0,
                    })
                    .collect(),
            })
            .collect(),
        defences: sc.defences.clone(),
        turn: 1,
        phase: Phase::Choose,
        pending: [None, None],
        current: 0,
        fight: None,
        took: [false, false],
        winner: None,
        history: Vec::new(),
        actions: 0,
    })
}

impl State {
    /// The campaign size from a player's full orbat.
    #[must_use]
    pub fn size(&self, p: usize) -> Size {
        Size::of(self.players[p].units.iter().map(|u| u.spec.stands).sum())
    }

    /// The defensive force size the current battle calls for.
    #[must_use]
    pub fn defence_wanted(&self) -> Option<u8> {
        let f = self.fight.as_ref()?;
        defence_size(
            f.battle,
            self.players[usize::from(self.current)].zone.min(5),
        )
    }
}

/// Both have chosen: player A's turn begins.
pub fn both_chosen(s: &mut State, dice: &mut Dice) {
    s.current = 0;
    s.took = [false, false];
    start_player(s, dice);
}

/// The type of battle for the current player, then fielding (or, without a battle, the
/// result and recovery straight away).
pub fn start_player(s: &mut State, dice: &mut Dice) {
    let p = usize::from(s.current);
    let action = s.pending[p].unwrap_or(Action::Attack);
    let pl = &s.players[p];
    let m = battle_type_modifier(u8::try_from(pl.moved.max(0)).unwrap_or(0), pl.moved < 0);
    let roll = i32::from(dice.d6("type of battle", SeatSet::ALL));
    let battle = battle_type(action, roll + m);
    let name = pl.name.clone();
    dice.say(SeatSet::ALL, || {
        format!(
            "{name}: {}, type of battle {} ({roll}{m:+})",
            action.name(),
            battle.name()
        )
    });
    if battle == Battle::NoBattle {
        finish(s, None, battle, Outcome::NoAdvance, dice);
        return;
    }
    let (zone, last) = (
        pl.zone,
        pl.last.unwrap_or((Action::Regroup, Outcome::NoAdvance)),
    );
    let pct = force_percent(zone, last.0, last.1);
    let fieldable = pl.units.iter().filter(|u| u.present() > 0).count();
    let quota = force_units(u32::try_from(pl.units.len()).unwrap_or(0), pct)
        .min(u32::try_from(fieldable).unwrap_or(0))
        .max(1);
    s.fight = Some(Fight {
        battle,
        quota,
        fielded: Vec::new(),
        defence: None,
        losses: Vec::new(),
    });
    s.phase = Phase::Field;
}

/// The HQ rule by hierarchy: for each HQ of the orbat, its subordinate units. A unit that
/// names its HQ (`under`) belongs to that one; the others belong to every HQ that no unit
/// names (with a single HQ and no names: every unit, as the text's one-HQ corps has it).
#[must_use]
pub fn subordinates(units: &[Unit]) -> Vec<(usize, Vec<usize>)> {
    let named = |h: &Unit| {
        units
            .iter()
            .any(|u| u.spec.under.as_deref() == Some(&h.spec.name))
    };
    units
        .iter()
        .enumerate()
        .filter(|(_, h)| h.is_hq())
        .map(|(k, h)| {
            let own = named(h);
            let subs = units
                .iter()
                .enumerate()
                .filter(|(_, u)| !u.is_hq())
                .filter(|(_, u)| match &u.spec.under {
                    Some(n) => *n == h.spec.name,
                    None => !own,
                })
                .map(|(i, _)| i)
                .collect();
            (k, subs)
        })
        .collect()
}

/// Whether the units `picked` keep the HQ rule: an HQ that can be fielded goes whenever half
/// or more of its subordinate units go (rounding the half up, so one of one or two of three).
#[must_use]
pub fn hq_rule_kept(units: &[Unit], picked: &[usize]) -> bool {
    subordinates(units).iter().all(|(h, subs)| {
        let n = subs.iter().filter(|i| picked.contains(i)).count();
        subs.is_empty()
            || n < subs.len().div_ceil(2)
            || picked.contains(h)
            || units[*h].present() == 0
    })
}

/// Whether picking unit `u` next still lets the fielding end legally: the HQ rule kept with at
/// most the share the table allows (UMP-RAC-8: the share is the most a player may field).
#[must_use]
pub fn may_field(s: &State, u: usize) -> bool {
    let p = &s.players[usize::from(s.current)];
    let Some(f) = &s.fight else { return false };
    if f.fielded.contains(&u)
        || p.units.get(u).is_none_or(|x| x.present() == 0)
        || f.fielded.len() >= f.quota as usize
    {
        return false;
    }
    let mut picked = f.fielded.clone();
    picked.push(u);
    can_complete(&p.units, &picked, f.quota as usize)
}

/// Whether `picked` can grow, within `quota` units, into a set that keeps the HQ rule
/// (fielding the HQs it obliges, which may oblige no one else: HQs are not subordinates).
fn can_complete(units: &[Unit], picked: &[usize], quota: usize) -> bool {
    let owed: Vec<usize> = subordinates(units)
        .into_iter()
        .filter(|(h, subs)| {
            let n = subs.iter().filter(|i| picked.contains(i)).count();
            !subs.is_empty()
                && n >= subs.len().div_ceil(2)
                && !picked.contains(h)
                && units[*h].present() > 0
        })
        .map(|(h, _)| h)
        .collect();
    picked.len() + owed.len() <= quota
}

/// Whether the offensive player may stop fielding now: at least one unit, and the HQ rule kept.
#[must_use]
pub fn may_end_field(s: &State) -> bool {
    let p = &s.players[usize::from(s.current)];
    s.fight
        .as_ref()
        .is_some_and(|f| !f.fielded.is_empty() && hq_rule_kept(&p.units, &f.fielded))
        || s.fight.as_ref().is_some_and(|f| {
            // Nothing at all can be fielded (every unit lost): the battle goes ahead without.
            f.fielded.is_empty() && (0..p.units.len()).all(|u| !may_field(s, u))
        })
}

/// Each fielded unit's share of `lost`, the names of the offensive stands a battle engine
/// destroyed: a stand is named after its unit, alone or with a number (`"19th Tank Brigade 3"`).
/// A name that matches no fielded unit is not counted.
#[must_use]
pub fn losses_by_unit(s: &State, lost: &[&str]) -> Vec<u32> {
    let p = usize::from(s.current);
    let Some(f) = &s.fight else {
        return Vec::new();
    };
    let names: Vec<&str> = f
        .fielded
        .iter()
        .map(|&u| s.players[p].units[u].spec.name.as_str())
        .collect();
    let mut out = vec![0u32; names.len()];
    for l in lost {
        let owner = names
            .iter()
            .enumerate()
            .filter(|(_, n)| {
                *l == **n
                    || l.strip_prefix(**n)
                        .and_then(|r| r.strip_prefix(' '))
                        .is_some_and(|r| !r.is_empty() && r.chars().all(|c| c.is_ascii_digit()))
            })
            .max_by_key(|(_, n)| n.len())
            .map(|(k, _)| k);
        if let Some(k) = owner {
            out[k] += 1;
        }
    }
    out
}

/// The battle is over: VP, battle result, movement, recovery; then the next player or turn.
/// `by_unit` gives each fielded unit's losses when a battle engine knows them; otherwise (a
/// report from a real table) the losses fall on the fielded units in turn (UMP-RAC-3).
pub fn after_battle(s: &mut State, report: Report, by_unit: Option<&[u32]>, dice: &mut Dice) {
    let entered = s.fight.as_ref().map(|f| f.losses.clone());
    let by_unit = by_unit.or(entered.as_deref().filter(|l| !l.is_empty()));
    let p = usize::from(s.current);
    let action = s.pending[p].unwrap_or(Action::Attack);
    let vp = victory_points(
        s.size(p),
        report.objectives.min(2),
        report.exited,
        report.lost,
    )
    .unwrap_or(0);
    let lost_before: Vec<u32> = s.players[p].units.iter().map(|u| u.lost).collect();
    if let (Some(f), Some(by)) = (&s.fight, by_unit) {
        for (&u, &n) in f.fielded.iter().zip(by) {
            let unit = &mut s.players[p].units[u];
            unit.lost += n.min(unit.present());
        }
    } else if let Some(f) = &s.fight {
        // Losses fall on the fielded units in turn (UMP-RAC-3).
        let mut left = report.lost;
        while left > 0 {
            let mut any = false;
            for &u in &f.fielded {
                if left > 0 && s.players[p].units[u].present() > 0 {
                    s.players[p].units[u].lost += 1;
                    left -= 1;
                    any = true;
                }
            }
            if !any {
                break;
            }
        }
    }
    let mark = dice.mark();
    let roll = i32::from(dice.d6("battle result", SeatSet::ALL));
    let result = battle_result(action, roll + vp_modifier(vp));
    let battle = s.fight.as_ref().map_or(Battle::NoBattle, |f| f.battle);
    dice.say(SeatSet::ALL, || {
        format!("VP {vp}; battle result {} (rolled {roll})", result.name())
    });
    dice.card(SeatSet::ALL, mark, || {
        battle_card(s, &report, &lost_before, (vp, roll, action, result))
    });
    finish(s, Some((report, vp)), battle, result, dice);
}

/// The battle cannot be fought: a side has nothing to put on the table (a meeting engagement
/// against fortifications and dummies only, which do not come to one, UMP-RAC-9). No battle
/// is fought, so there are no victory points, no battle result and no movement, and losses
/// are recovered as after no battle (RAC-2, RAC-3).
pub fn unfought(s: &mut State, dice: &mut Dice) {
    let battle = s.fight.as_ref().map_or(Battle::NoBattle, |f| f.battle);
    let name = s.players[usize::from(s.current)].name.clone();
    dice.say(SeatSet::ALL, || {
        format!(
            "{}: no battle is fought, as a side has nothing to put on the table; {name} neither advances nor retreats.",
            battle.name()
        )
    });
    finish(s, None, battle, Outcome::NoAdvance, dice);
}

/// The battle's result card: the attacking units and the defence, the report, each unit's
/// losses, the victory points and the battle result table's row (RAC-2, RAC-3).
fn battle_card(
    s: &State,
    report: &Report,
    lost_before: &[u32],
    (vp, roll, action, result): (i32, i32, Action, Outcome),
) -> umpire_core::Card {
    let p = usize::from(s.current);
    let pl = &s.players[p];
    let plural = |n: u32, one: &str| format!("{n} {one}{}", if n == 1 { "" } else { "s" });
    let Some(f) = s.fight.as_ref() else {
        return umpire_core::Card {
            kind: "battle".into(),
            title: format!("{} attacks", pl.name),
            sides: Vec::new(),
            dice: Vec::new(),
            lines: Vec::new(),
            read: None,
        };
    };
    let units: Vec<String> = f
        .fielded
        .iter()
        .map(|&u| {
            let unit = &pl.units[u];
            let lost = unit
                .lost
                .saturating_sub(lost_before.get(u).copied().unwrap_or(0));
            if lost > 0 {
                format!("{} (lost {lost})", unit.spec.name)
            } else {
                unit.spec.name.clone()
            }
        })
        .collect();
    let defence = f.defence.and_then(|d| s.defences.get(d)).map_or_else(
        || "the defence".to_owned(),
        |d| format!("{} (S{})", d.name, d.size),
    );
    let modifier = vp_modifier(vp);
    umpire_core::Card {
        kind: "battle".into(),
        title: format!(
            "{}: {} attacks in zone {}",
            f.battle.name(),
            pl.name,
            pl.zone
        ),
        sides: vec![
            format!("attacker: {}: {}", pl.name, units.join(", ")),
            format!("defender: {defence}"),
        ],
        dice: Vec::new(),
        lines: vec![
            format!(
                "report: {} lost, {} exited over the enemy's edge, {} of 2 objectives held",
                plural(report.lost, "stand"),
                plural(report.exited, "stand"),
                report.objectives
            ),
            format!("victory points {vp}: a modifier of {modifier:+} on the battle result table"),
            format!(
                "battle result ({}): d6 {roll} {modifier:+} = {}: {}",
                action.name(),
                roll + modifier,
                result.name()
            ),
        ],
        read: None,
    }
}

fn finish(
    s: &mut State,
    fought: Option<(Report, i32)>,
    battle: Battle,
    result: Outcome,
    dice: &mut Dice,
) {
    let p = usize::from(s.current);
    let action = s.pending[p].unwrap_or(Action::Attack);
    let pl = &mut s.players[p];
    let moved: i8 = match result {
        Outcome::Retreat if pl.zone > 1 => -1,
        Outcome::Advance1 => 1,
        Outcome::Advance2 => 2,
        _ => 0,
    };
    let before = pl.zone;
    pl.zone = u8::try_from((i16::from(pl.zone) + i16::from(moved)).clamp(1, 6)).unwrap_or(1);
    pl.moved = moved;
    pl.last = Some((action, result));
    if before <= 5 && pl.zone == 6 {
        s.took[p] = true;
    }
    // Recovery: a d6 for each stand still lost (RAC-3: no battle reads as no advance).
    let mut recovered = 0;
    let lost: u32 = s.players[p].units.iter().map(|u| u.lost).sum();
    let need = recovery_need(result, action);
    if let Some(need) = need {
        for u in 0..s.players[p].units.len() {
            for _ in 0..s.players[p].units[u].lost {
                if dice.d6("recover a lost stand", SeatSet::ALL) >= need {
                    recovered += 1;
                    s.players[p].units[u].lost -= 1;
                }
            }
        }
    }
    if lost > 0 {
        let name = s.players[p].name.clone();
        dice.say(SeatSet::ALL, || match need {
            Some(need) => format!(
                "{name} rolls to recover its {lost} lost stand{} ({need}+ each): {recovered} recovered.",
                if lost == 1 { "" } else { "s" }
            ),
            None => format!("{name} recovers none of its {lost} lost stands this turn."),
        });
    }
    let zone = s.players[p].zone;
    s.history.push(Entry {
        turn: s.turn,
        player: s.current,
        action,
        battle,
        report: fought.map(|f| f.0),
        vp: fought.map(|f| f.1),
        result,
        zone,
        recovered,
    });
    s.fight = None;
    if s.current == 0 {
        s.current = 1;
        start_player(s, dice);
    } else {
        end_turn(s, dice);
    }
}

fn end_turn(s: &mut State, dice: &mut Dice) {
    let winner = match s.took {
        [true, true] => Some(Winner::Draw),
        [true, false] => Some(Winner::A),
        [false, true] => Some(Winner::B),
        _ if s.turn >= s.rules.max_turns => Some(Winner::Draw),
        _ => None,
    };
    if let Some(w) = winner {
        s.winner = Some(w);
        s.phase = Phase::Over;
        dice.say(SeatSet::ALL, || "The race is over.".to_owned());
        return;
    }
    s.turn += 1;
    s.pending = [None, None];
    s.phase = Phase::Choose;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Race;
    use umpire_core::Ruleset;

    fn ended(took: [bool; 2], turn: u16) -> (Option<Winner>, Option<String>) {
        let sc = crate::bundled("race-for-kalach").unwrap();
        let mut s = build(&sc).unwrap();
        let mut dice = Dice::new(1, false);
        s.took = took;
        s.turn = turn;
        end_turn(&mut s, &mut dice);
        (s.winner, Race::outcome(&s).map(|o| o.result))
    }

    #[test]
    fn win_rule_only_a_takes_the_objective_a_wins() {
        assert_eq!(
            ended([true, false], 3),
            (Some(Winner::A), Some("A Wins".into()))
        );
    }

    #[test]
    fn win_rule_only_b_takes_the_objective_b_wins() {
        assert_eq!(
            ended([false, true], 3),
            (Some(Winner::B), Some("B Wins".into()))
        );
    }

    #[test]
    fn win_rule_both_in_the_same_turn_is_a_draw() {
        assert_eq!(
            ended([true, true], 3),
            (Some(Winner::Draw), Some("Draw".into()))
        );
    }

    #[test]
    fn ump_rac_2_nobody_by_the_turn_limit_is_a_draw() {
        let sc = crate::bundled("race-for-kalach").unwrap();
        let last = sc.rules.max_turns;
        assert_eq!(ended([false, false], last - 1), (None, None));
        assert_eq!(
            ended([false, false], last),
            (Some(Winner::Draw), Some("Draw".into()))
        );
    }
}
