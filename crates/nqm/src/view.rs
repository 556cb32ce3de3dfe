//! What each seat knows: the umpire everything; a commander his own stands, the enemy stands
//! he can see (never their grade, ammunition, pins or orders), the objectives as he last saw
//! them and the reports that reached him this hour. Also the text rendering; the typed order
//! syntax is in [`crate::typed`].

use std::sync::Arc;

use serde::Serialize;
use umpire_core::geometry::Hex;
use umpire_core::Seat;

use crate::command::RangedWeapon;
use crate::game::{
    cell, is_sub, order_text, side_of, Feature, Order, Pending, Sortie, State, Work,
};
use crate::movement::Mover;
use crate::scenario::{Role, Terrain};
use crate::standing::Standing;
use crate::support::Arm;
use crate::tables::{Grade, Protection};

/// One of the seat's own stands (the umpire's: every stand).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StandView {
    /// Index, used in orders.
    pub index: u16,
    /// Identifier.
    pub id: Arc<str>,
    /// Name.
    pub name: Arc<str>,
    /// Side.
    pub side: u8,
    /// Hex.
    pub hex: Hex,
    /// A command stand.
    pub command: bool,
    /// Its headquarters, by index.
    pub parent: Option<u16>,
    /// Arm.
    pub arm: Arm,
    /// Role.
    pub role: Role,
    /// Grade.
    pub grade: Grade,
    /// Movement class.
    pub mover: Mover,
    /// Weapon-range row.
    pub gun: RangedWeapon,
    /// Greatest effective range in metres.
    pub range_m: u32,
    /// Position.
    pub position: Protection,
    /// Figures.
    pub figures: u32,
    /// Red pins.
    pub markers: u32,
    /// Black pins.
    pub black: u32,
    /// Ammunition in thirds of a CU.
    pub ammo_thirds: u32,
    /// Most CUs carried.
    pub ammo_capacity: u32,
    /// Concealed from the enemy.
    pub concealed: bool,
    /// Its order.
    pub order: Order,
    /// An order on its way.
    pub pending: Option<Pending>,
    /// Ordered this hour.
    pub ordered: bool,
    /// Disorganised by a failed break test or fire: fires no shot until reorganised.
    pub disorganised: bool,
    /// Disorganised after a combat: reduced by its markers, still firing (UMP-NQM-43).
    #[serde(default)]
    pub after_combat: bool,
    /// Gone to ground.
    pub to_ground: bool,
    /// A task under way.
    pub work: Option<Work>,
    /// Out of fuel.
    pub out_of_fuel: bool,
    /// Its standing instructions (UMP-NQM-39).
    pub standing: Standing,
    /// The standing instructions that differ from the defaults, in words.
    pub instructions: Vec<String>,
    /// Broken in defence and sitting tight.
    pub sat_tight: bool,
}

/// An enemy stand in sight.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct EnemyView {
    /// Hex.
    pub hex: Hex,
    /// A vehicle stand.
    pub vehicles: bool,
    /// Figures (its size is plain to see).
    pub figures: u32,
    /// Dug in or fortified.
    pub position: Protection,
}

/// A unit of the subordinate's part as its report reaches the commander (UMP-NQM-38): where
/// its headquarters is and how it stands, not where each of its stands is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UnitReport {
    /// The headquarters' name (or the stand's, for a stand reporting alone).
    pub name: String,
    /// Where its headquarters stands.
    pub hex: Hex,
    /// Stands still in the field.
    pub stands: u32,
    /// Figures.
    pub figures: u32,
    /// Casualty markers (red pins).
    pub markers: u32,
    /// Stands disorganised or gone to ground.
    pub shaken: u32,
    /// Stands out of ammunition.
    pub no_ammo: u32,
    /// Some of its stands are next to an enemy the side sees.
    pub in_contact: bool,
}

/// An objective as the seat knows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ObjectiveView {
    /// Name.
    pub name: String,
    /// Hex.
    pub hex: Hex,
    /// Holder as last seen (side 0 or 1; [`HOLDER_UNKNOWN`] in the spectators' view when the
    /// sides saw different holders last).
    pub holder: u8,
}

/// The holder of an objective the two sides last saw held by different sides.
pub const HOLDER_UNKNOWN: u8 = u8::MAX;

/// What one seat sees.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// The seat's side (`None`: the umpire).
    pub side: Option<u8>,
    /// Scenario.
    pub scenario: String,
    /// Hour of the battle (0-based) and hours in all.
    pub hour: u32,
    /// Hours in all.
    pub hours: u32,
    /// Hour of the day of the first hour.
    pub start_hour: u32,
    /// Metres a hex.
    pub hex_m: u32,
    /// Columns.
    pub width: i16,
    /// Rows.
    pub height: i16,
    /// Terrain, row-major.
    pub terrain: Arc<[Terrain]>,
    /// Roads.
    pub roads: Arc<[Hex]>,
    /// Works the seat knows of.
    pub features: Vec<Feature>,
    /// Objectives.
    pub objectives: Vec<ObjectiveView>,
    /// Side names.
    pub side_names: [String; 2],
    /// Div Log units in the seat's dump (the umpire: both).
    pub div_log: Vec<u32>,
    /// Div Log units corps holds for the seat's division (the umpire: both).
    pub corps_div_log: Vec<u32>,
    /// Air sorties left today (the umpire: both).
    pub sorties_left: Vec<u32>,
    /// Sorties on their way.
    pub sorties: Vec<Sortie>,
    /// The dump(s).
    pub dumps: Vec<Hex>,
    /// Whether each side has finished its orders this hour.
    pub done: [bool; 2],
    /// The seat's stands (the umpire: all; a commander with a subordinate: not the
    /// subordinate's, which report by unit in `relayed`).
    pub own: Vec<StandView>,
    /// The subordinate's units as their reports reach the commander (UMP-NQM-38).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub relayed: Vec<UnitReport>,
    /// Enemy stands in sight, in hex order.
    pub enemy: Vec<EnemyView>,
    /// Reports of the last hour.
    pub reports: Vec<Arc<str>>,
    /// The battle is over.
    pub over: bool,
    /// A spectator's view: the map and what both sides know, nothing a side keeps to itself.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spectator: bool,
}

/// The time of day a half-hour mark of the battle falls at, `hh:mm`.
#[must_use]
pub fn half_hour_text(start_hour: u32, half: u32) -> String {
    let minutes = start_hour * 60 + half * 30;
    format!("{:02}:{:02}", (minutes / 60) % 24, minutes % 60)
}

/// The view of `seat`.
#[must_use]
pub fn view(state: &State, seat: Seat) -> View {
    let side = side_of(seat);
    let sub = is_sub(seat);
    let mine = |s: u8| side.is_none_or(|x| x == s);
    // A commander with a subordinate hears from the subordinate's units by report.
    let by_report = !sub && side.is_some_and(|s| state.sides[usize::from(s)].has_sub);
    let own = state
        .units
        .iter()
        .enumerate()
        .filter(|(_, u)| u.alive() && mine(u.side) && (!sub || u.part) && !(by_report && u.part))
        .map(|(i, u)| StandView {
            index: u16::try_from(i).unwrap_or(u16::MAX),
            id: u.id.clone(),
            name: u.name.clone(),
            side: u.side,
            hex: u.hex,
            command: u.command,
            parent: u.parent,
            arm: u.arm,
            role: u.role,
            grade: u.grade,
            mover: u.mover,
            gun: u.gun,
            range_m: u.range_m,
            position: u.position,
            figures: u.stand.figures,
            markers: u.stand.markers,
            black: u.stand.black,
            ammo_thirds: u.ammo_thirds,
            ammo_capacity: u.ammo_capacity,
            concealed: u.concealed,
            order: u.order,
            pending: u.pending,
            ordered: u.ordered,
            disorganised: u.disorganised,
            after_combat: u.after_combat,
            to_ground: u.to_ground,
            work: u.work,
            out_of_fuel: u.out_of_fuel,
            standing: u.standing,
            instructions: u.standing.words(),
            sat_tight: u.sat_tight,
        })
        .collect();
    let mut enemy: Vec<EnemyView> = match side {
        None => Vec::new(),
        Some(s) => (0..state.units.len())
            .filter(|&j| state.units[j].side != s && state.seen_by(j, sub))
            .map(|j| {
                let u = &state.units[j];
                EnemyView {
                    hex: u.hex,
                    vehicles: u.tank(),
                    figures: u.stand.figures,
                    position: u.position,
                }
            })
            .collect(),
    };
    enemy.sort();
    let features = state
        .features
        .iter()
        .copied()
        .filter(|f| match *f {
            Feature::Minefield { side: s, found, .. } => found || mine(s),
            Feature::CrossingPlanned { side: s, .. } => mine(s),
            _ => true,
        })
        .collect();
    let objectives = state
        .objectives
        .iter()
        .map(|o| ObjectiveView {
            name: o.name.clone(),
            hex: o.hex,
            holder: side.map_or(o.holder, |s| o.seen_holder[usize::from(s)]),
        })
        .collect();
    let sides: Vec<usize> = match side {
        None => vec![0, 1],
        Some(s) => vec![usize::from(s)],
    };
    View {
        side,
        scenario: state.scenario.clone(),
        hour: state.hour,
        hours: state.hours,
        start_hour: state.start_hour,
        hex_m: state.hex_m,
        width: state.width,
        height: state.height,
        terrain: state.terrain.clone(),
        roads: state.roads.clone(),
        features,
        objectives,
        side_names: [state.sides[0].name.clone(), state.sides[1].name.clone()],
        div_log: sides.iter().map(|&s| state.sides[s].div_log).collect(),
        corps_div_log: sides
            .iter()
            .map(|&s| state.sides[s].corps_div_log)
            .collect(),
        sorties_left: sides.iter().map(|&s| state.sides[s].sorties_left).collect(),
        sorties: state
            .sorties
            .iter()
            .copied()
            .filter(|s| mine(s.side) && !sub)
            .collect(),
        dumps: sides.iter().map(|&s| state.sides[s].dump).collect(),
        done: [state.sides[0].done, state.sides[1].done],
        own,
        relayed: match side {
            Some(s) if by_report => unit_reports(state, s),
            _ => Vec::new(),
        },
        enemy,
        reports: sides
            .iter()
            .flat_map(|&s| {
                if sub {
                    state.sides[s].sub_reports.iter().cloned()
                } else {
                    state.sides[s].reports.iter().cloned()
                }
            })
            .collect(),
        over: state.over,
        spectator: false,
    }
}

/// The reports of the units of `side`'s subordinate part, one a headquarters (a stand whose
/// headquarters is outside the part reports alone), in the order of their headquarters.
fn unit_reports(state: &State, side: u8) -> Vec<UnitReport> {
    let part: Vec<usize> = (0..state.units.len())
        .filter(|&k| {
            let u = &state.units[k];
            u.alive() && u.side == side && u.part
        })
        .collect();
    let mut heads: Vec<usize> = part.iter().map(|&k| state.unit_head(k)).collect();
    heads.sort_unstable();
    heads.dedup();
    let enemy_seen: Vec<Hex> = (0..state.units.len())
        .filter(|&j| state.units[j].side != side && state.seen_by_enemy(j))
        .map(|j| state.units[j].hex)
        .collect();
    heads
        .into_iter()
        .map(|head| {
            let members: Vec<usize> = part
                .iter()
                .copied()
                .filter(|&k| state.unit_head(k) == head)
                .collect();
            let count = |f: &dyn Fn(usize) -> bool| {
                u32::try_from(members.iter().filter(|&&k| f(k)).count()).unwrap_or(u32::MAX)
            };
            let h = &state.units[head];
            UnitReport {
                name: h.name.to_string(),
                hex: h.hex,
                stands: count(&|_| true),
                figures: members.iter().map(|&k| state.units[k].stand.figures).sum(),
                markers: members.iter().map(|&k| state.units[k].stand.markers).sum(),
                shaken: count(&|k| state.units[k].disorganised || state.units[k].to_ground),
                no_ammo: count(&|k| state.units[k].ammo_capacity > 0 && state.units[k].ammo() == 0),
                in_contact: members.iter().any(|&k| {
                    enemy_seen
                        .iter()
                        .any(|e| e.distance(state.units[k].hex) <= 1)
                }),
            }
        })
        .collect()
}

/// What a spectator sees: the map, the hour, the objectives where both sides last saw the
/// same holder, the features no side keeps secret and who has finished the hour. Every stand,
/// minefield, report and supply figure is some seat's secret (each commander sees only what his
/// troops see; a subordinate not even all of his own side), so none is shown until the end.
#[must_use]
pub fn public_view(state: &State) -> View {
    let mut v = view(state, crate::game::UMPIRE);
    v.spectator = true;
    v.own.clear();
    v.relayed.clear();
    v.enemy.clear();
    v.reports.clear();
    v.div_log.clear();
    v.corps_div_log.clear();
    v.sorties_left.clear();
    v.sorties.clear();
    v.dumps.clear();
    v.features.retain(|f| {
        !matches!(
            f,
            Feature::Minefield { .. } | Feature::CrossingPlanned { .. }
        )
    });
    for (o, seen) in v.objectives.iter_mut().zip(&state.objectives) {
        o.holder = if seen.seen_holder[0] == seen.seen_holder[1] {
            seen.seen_holder[0]
        } else {
            HOLDER_UNKNOWN
        };
    }
    v
}

fn terrain_char(t: Terrain, road: bool) -> char {
    match (t, road) {
        (Terrain::River, true) => '#',
        (Terrain::River, false) => '~',
        (_, true) => '=',
        (Terrain::Open, false) => '.',
        (Terrain::Woods, false) => 'W',
        (Terrain::Village, false) => 'V',
    }
}

/// The view as text: the map (terrain, own stands by count, enemy in sight as `x`, objectives
/// as `*`), then the stands, the enemy in sight, the objectives and the reports.
#[must_use]
pub fn render(v: &View) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let who = match v.side {
        None if v.spectator => "spectator".to_owned(),
        None => "umpire".to_owned(),
        Some(x) => v.side_names[usize::from(x)].clone(),
    };
    if v.over || v.hour >= v.hours {
        // No hour `hours + 1` to name once the last has run.
        let _ = writeln!(
            s,
            "{} — the battle is over after {} hours ({}) — {}",
            v.scenario,
            v.hours,
            half_hour_text(v.start_hour, v.hour * 2),
            who
        );
    } else {
        let _ = writeln!(
            s,
            "{} — hour {} of {} ({}) — {}",
            v.scenario,
            v.hour + 1,
            v.hours,
            half_hour_text(v.start_hour, v.hour * 2),
            who
        );
    }
    let _ = write!(s, "    ");
    for c in 0..v.width {
        let _ = write!(s, "{:<3}", c % 100);
    }
    s.push('\n');
    let w = usize::try_from(v.width).unwrap_or(0);
    for r in 0..v.height {
        let _ = write!(s, "{r:>3} ");
        for c in 0..v.width {
            let h = Hex::from_offset(c, r);
            let i = usize::try_from(r).unwrap_or(0) * w + usize::try_from(c).unwrap_or(0);
            let t = v.terrain.get(i).copied().unwrap_or(Terrain::Open);
            let road = v.roads.binary_search(&h).is_ok();
            let n = v.own.iter().filter(|u| u.hex == h).count();
            let mark = if n > 0 {
                if v.side.is_none() {
                    let a = v.own.iter().any(|u| u.hex == h && u.side == 0);
                    if a {
                        'a'
                    } else {
                        'd'
                    }
                } else {
                    char::from_digit(u32::try_from(n.min(9)).unwrap_or(9), 10).unwrap_or('+')
                }
            } else if v.enemy.iter().any(|e| e.hex == h) {
                'x'
            } else if v.relayed.iter().any(|r| r.hex == h) {
                'r'
            } else if v.objectives.iter().any(|o| o.hex == h) {
                '*'
            } else {
                ' '
            };
            let major = t == Terrain::River
                && !road
                && v.features
                    .iter()
                    .any(|f| matches!(*f, Feature::MajorRiver { at } if at == h));
            s.push(if major { '≈' } else { terrain_char(t, road) });
            s.push(mark);
            s.push(' ');
        }
        s.push('\n');
    }
    s.push_str("    . open  W woods  V village  ~ river  ≈ major river  = road  # ford/bridge\n");
    s.push_str("    digits: own stands, x: enemy seen, * objective\n");
    if !v.relayed.is_empty() {
        s.push_str("    r: a unit of the subordinate's, where its headquarters reports\n");
    }
    if v.side.is_none() {
        s.push_str("    (umpire: a = attacker, d = defender)\n");
    }
    s.push('\n');
    for u in &v.own {
        let pins = if u.markers + u.black > 0 {
            format!(" pins {}+{}", u.markers, u.black)
        } else {
            String::new()
        };
        let mut flags = Vec::new();
        if u.disorganised {
            flags.push("disorganised");
        } else if u.after_combat {
            flags.push("disorganised after combat");
        }
        if u.to_ground {
            flags.push("gone to ground");
        }
        if u.concealed {
            flags.push("concealed");
        }
        if u.out_of_fuel {
            flags.push("no fuel");
        }
        if u.sat_tight {
            flags.push("sitting tight");
        }
        flags.extend(u.instructions.iter().map(String::as_str));
        let pos = match u.position {
            Protection::Open => "",
            Protection::DugIn => " dug in",
            Protection::Fort => " fortified",
        };
        let pending = u.pending.map_or(String::new(), |p| {
            format!(
                " → {} at {}",
                order_text(&p.order),
                half_hour_text(v.start_hour, p.at_half_hour)
            )
        });
        let _ = writeln!(
            s,
            "{:>3} {:<12} {:>5} {}/{}{}{} ammo {}/{} [{}]{}{} {}",
            u.index,
            u.id,
            cell(u.hex),
            u.figures,
            grade_letter(u.grade),
            pins,
            pos,
            u.ammo_thirds / 3,
            u.ammo_capacity,
            order_text(&u.order),
            pending,
            if flags.is_empty() {
                String::new()
            } else {
                format!(" ({})", flags.join(", "))
            },
            u.name
        );
    }
    if !v.relayed.is_empty() {
        s.push_str("\nthe subordinate's units, as reported (where each headquarters is):\n");
        for r in &v.relayed {
            let mut state = vec![format!(
                "{} stand{}, {} figures",
                r.stands,
                if r.stands == 1 { "" } else { "s" },
                r.figures
            )];
            if r.markers > 0 {
                state.push(format!("{} casualties", r.markers));
            }
            if r.shaken > 0 {
                state.push(format!("{} disorganised or gone to ground", r.shaken));
            }
            if r.no_ammo > 0 {
                state.push(format!("{} out of ammunition", r.no_ammo));
            }
            if r.in_contact {
                state.push("in contact".to_owned());
            }
            let _ = writeln!(s, "  {} {}: {}", cell(r.hex), r.name, state.join(", "));
        }
    }
    if !v.enemy.is_empty() {
        s.push_str("\nenemy in sight:\n");
        for e in &v.enemy {
            let _ = writeln!(
                s,
                "  {} {} of {}{}",
                cell(e.hex),
                if e.vehicles { "vehicles" } else { "troops" },
                e.figures,
                match e.position {
                    Protection::Open => "",
                    Protection::DugIn => ", dug in",
                    Protection::Fort => ", fortified",
                }
            );
        }
    }
    s.push_str("\nobjectives:\n");
    for o in &v.objectives {
        let holder = v.side_names.get(usize::from(o.holder)).map_or_else(
            || "the sides last saw different holders".to_owned(),
            |h| format!("held by {h}"),
        );
        let _ = writeln!(s, "  {} {} — {holder}", cell(o.hex), o.name);
    }
    // One figure a side the seat may know of (the umpire sees both, in the sides' order).
    let per_side = |xs: &[u32]| {
        xs.iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let _ = writeln!(
        s,
        "Div Log in the dump: {}; air sorties left today: {}",
        per_side(&v.div_log),
        per_side(&v.sorties_left)
    );
    if v.corps_div_log.iter().any(|&n| n > 0) {
        let _ = writeln!(
            s,
            "Div Log at corps (a vehicle sent back from the dump brings one): {}",
            per_side(&v.corps_div_log)
        );
    }
    if !v.reports.is_empty() {
        s.push_str("\nreports:\n");
        for r in &v.reports {
            let _ = writeln!(s, "  {r}");
        }
    }
    s
}

fn grade_letter(g: Grade) -> char {
    match g {
        Grade::E => 'E',
        Grade::V => 'V',
        Grade::R => 'R',
        Grade::C => 'C',
        Grade::M => 'M',
    }
}
