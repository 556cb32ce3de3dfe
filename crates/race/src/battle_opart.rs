//! Battles fought by Operational Art (RAC-4), behind the same interface as [`crate::battle`]:
//! each campaign stand becomes an Operational Art stand (tanks medium AFVs, infantry regular,
//! guns artillery of their kind, the HQ the division's command stand); the attacker deploys
//! along the south edge of an open 9 × 12 field with a road, the defender around two objective
//! hexes in the middle (or, in a meeting engagement, along the north edge); in a prepared
//! defence its fortifications, minefields, wire and obstacles become defence works (see
//! [`layout`]); both sides roll d10; all seats are heuristic bots. Stands cannot leave the map
//! in Operational Art, so nothing exits.

use umpire_core::{Dice, Ruleset, Table};
use umpire_opart::scenario::{DivisionSpec, MapSpec, ObjectiveSpec, Scenario, StandEntry};
use umpire_opart::state::{Mobility, Rules, Side};
use umpire_opart::values::{Afv, Artillery, General, StandType, Troops};
use umpire_opart::{NationalDie, OpArt};

use crate::campaign::{Report, State, UnitSpec};
use crate::tables::Battle;

/// The two objective hexes, `[column, row]`.
pub const OBJECTIVES: [[i16; 2]; 2] = [[3, 5], [5, 5]];

fn stand(u: &UnitSpec, k: u32, at: [i16; 2], attacker: bool) -> Option<StandEntry> {
    let moving = if u.motorised {
        Mobility::Motorised
    } else {
        Mobility::Foot
    };
    let mut e = StandEntry {
        name: format!("{} {}", u.name, k + 1),
        stand: StandType::Combat,
        general: None,
        troops: None,
        cavalry: false,
        transport: u.motorised,
        afv: None,
        artillery: None,
        mobility: moving,
        at,
        facing: if attacker {
            umpire_core::geometry::HexDir::N
        } else {
            umpire_core::geometry::HexDir::S
        },
        large: false,
    };
    match u.kind.as_str() {
        "hq" => {
            e.stand = StandType::DivisionCommand;
            e.general = Some(General::Average);
            e.transport = false;
        }
        "tank" => (e.afv, e.mobility, e.transport) = (Some(Afv::Medium), Mobility::Tracked, false),
        "recce" => (e.afv, e.mobility, e.transport) = (Some(Afv::Light), Mobility::Tracked, false),
        "anti-tank" => e.artillery = Some(Artillery::AntiTank),
        "mortar" | "artillery" => e.artillery = Some(Artillery::Field),
        "rockets" => e.artillery = Some(Artillery::Medium),
        "cavalry" => {
            (e.troops, e.cavalry, e.mobility) = (Some(Troops::Regular), true, Mobility::Mounted)
        }
        "infantry" | "engineer" => e.troops = Some(Troops::Regular),
        _ => return None, // counters: works or nothing
    }
    if e.artillery.is_some() && !u.motorised {
        e.mobility = Mobility::HorseDrawn;
    }
    if e.artillery.is_some() {
        e.transport = false;
    }
    Some(e)
}

/// Places a force two stands a hex, in `rows`, centre columns first.
fn division(
    name: &str,
    side: Side,
    force: &[(UnitSpec, u32)],
    rows: &[i16],
    attacker: bool,
) -> DivisionSpec {
    let columns = [4, 3, 5, 2, 6, 1, 7, 0, 8];
    let mut slots = rows
        .iter()
        .flat_map(|&r| columns.iter().flat_map(move |&c| [[c, r], [c, r]]));
    let mut stands: Vec<StandEntry> = force
        .iter()
        .flat_map(|(u, n)| (0..*n).map(move |k| (u, k)))
        .filter_map(|(u, k)| stand(u, k, [0, 0], attacker))
        .collect();
    // Exactly one command stand: the first HQ stand, or a notional one (UMP-RAC-7).
    let mut seen = false;
    stands.retain(|s| {
        let hq = s.stand == StandType::DivisionCommand;
        let keep = !hq || !seen;
        seen |= hq;
        keep
    });
    if !seen {
        stands.insert(
            0,
            StandEntry {
                name: format!("{name} command"),
                stand: StandType::DivisionCommand,
                general: Some(General::Poor),
                troops: None,
                cavalry: false,
                transport: false,
                afv: None,
                artillery: None,
                mobility: Mobility::Foot,
                at: [0, 0],
                facing: umpire_core::geometry::HexDir::N,
                large: false,
            },
        );
    }
    for s in &mut stands {
        if let Some(at) = slots.next() {
            s.at = at;
        }
    }
    DivisionSpec {
        name: name.to_owned(),
        side,
        seat: None,
        die: NationalDie::D10,
        assets: false,
        stands,
    }
}

/// How a type of battle sets up the Operational Art table (UMP-RAC-7, the same reading as
/// Rapier's UMP-RAC-9): a prepared defence has its works and holds the objectives; a hasty
/// defence, and so a counter-attack, has had no time to dig in or lay mines; in a meeting
/// engagement neither side holds the ground or has works, and the defending force comes up
/// from the north edge as the attacker does from the south.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Whether the defence's fortifications, minefields, wire and obstacles are on the table.
    pub works: bool,
    /// The rows the defending force is placed in, first filled first.
    pub defender_rows: &'static [i16],
    /// Whether the defender holds the objectives at the start.
    pub defender_holds: bool,
}

/// The table of a type of battle.
#[must_use]
pub fn layout(battle: Battle) -> Layout {
    match battle {
        Battle::PreparedDefence | Battle::NoBattle => Layout {
            works: true,
            defender_rows: &[5, 4, 6, 3, 7],
            defender_holds: true,
        },
        Battle::HastyDefence | Battle::CounterAttack => Layout {
            works: false,
            defender_rows: &[5, 4, 6, 3, 7],
            defender_holds: true,
        },
        Battle::MeetingEngagement => Layout {
            works: false,
            defender_rows: &[2, 1, 0],
            defender_holds: false,
        },
    }
}

/// The Operational Art game of the current battle of `s`: its scenario, and whether it is a
/// counter-attack. `Err(counter)` when there is no battle.
///
/// # Errors
/// As above: the battle cannot be fought.
pub fn scenario(s: &State) -> Result<(Scenario, bool), bool> {
    let Some((att, def, counter)) = crate::battle::forces(s) else {
        return Err(false);
    };
    let battle = s
        .fight
        .as_ref()
        .map_or(Battle::PreparedDefence, |f| f.battle);
    let table = layout(battle);
    let works: Vec<[i16; 2]> = def
        .iter()
        .filter(|_| table.works)
        .filter(|(u, _)| {
            matches!(
                u.kind.as_str(),
                "fortification" | "minefield" | "wire" | "at-obstacle"
            )
        })
        .enumerate()
        .map(|(k, _)| [[3, 5], [5, 5], [4, 4], [4, 6]][k % 4])
        .collect();
    let sc = Scenario {
        ruleset: None,
        name: crate::battle::SCENARIO_NAME.into(),
        title: crate::battle::SCENARIO_NAME.into(),
        sources: String::new(),
        rules: Rules::default(),
        map: MapSpec {
            terrain: vec![".........".into(); 12],
            elevation: Vec::new(),
            roads: (0..12).map(|r| [4, r]).collect(),
            rails: Vec::new(),
            works,
        },
        objectives: OBJECTIVES
            .iter()
            .map(|&hex| ObjectiveSpec {
                hex,
                points: 1,
                holder: table.defender_holds.then_some(Side::Axis),
            })
            .collect(),
        divisions: vec![
            division("attacking force", Side::Soviet, &att, &[11, 10, 9], true),
            division(
                "defending force",
                Side::Axis,
                &def,
                table.defender_rows,
                false,
            ),
        ],
        // The attackers come up from the south, the defenders hold the north.
        edges: Some(umpire_opart::scenario::EdgesSpec {
            axis: umpire_opart::state::Edge::North,
            soviet: umpire_opart::state::Edge::South,
        }),
    };
    Ok((sc, counter))
}

/// Fights the current battle of `s` with Operational Art.
#[must_use]
pub fn fight(s: &State, seed: u64) -> Option<crate::battle::Fought> {
    let (sc, counter) = scenario(s).ok()?;
    let mut dice = Dice::new(seed, false);
    let mut g = OpArt::new_game(&sc, &mut dice).ok()?;
    let bots = crate::battle::bots::<OpArt>(|| Box::new(umpire_opart::bots::HeuristicBot));
    let rolls = Table::new(bots, seed).play_out_recorded(&mut g, &mut dice);
    let (report, by_unit) = result(s, &g, counter);
    Some((report, by_unit, rolls))
}

/// What the campaign takes from the battle `g` of the current battle of `s`, fought to its
/// end: the report from the offensive player's side and each fielded unit's losses.
#[must_use]
pub fn result(s: &State, g: &umpire_opart::State, counter: bool) -> (Report, Vec<u32>) {
    let offensive_side = if counter { Side::Axis } else { Side::Soviet };
    let lost_names: Vec<&str> = g
        .stands
        .iter()
        .enumerate()
        .filter(|(i, st)| {
            st.hex.is_none()
                && g.side_of(*i) == offensive_side
                && st.spec.stand == StandType::Combat
        })
        .map(|(_, st)| &*st.name)
        .collect();
    let lost = lost_names.len() as u32;
    let held = g
        .objectives
        .iter()
        .filter(|o| o.holder == Some(offensive_side))
        .count() as u8;
    (
        Report {
            lost,
            exited: 0,
            objectives: held,
        },
        crate::campaign::losses_by_unit(s, &lost_names),
    )
}
