//! What each side sees: the whole board (it is open), but of the other side's decisions only
//! what has been carried out: its artillery and musketry orders of the current step, its held
//! canister and its MDI card stay hidden until fired or revealed. Also the text board (units,
//! stands, facing, formation; each shot's aim and impact) and typed actions.

use serde::Serialize;
use umpire_core::geometry::{Dir8, Square};
use umpire_core::Seat;

use crate::action::{side_of, Action};
use crate::game::{Phase, ShotMark, State, Status};
use crate::mdi::Card;
use crate::scenario::{dir_name, Formation, Kind, Terrain};
use crate::values::Gun;
use crate::words::describe;

/// A unit as a side sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct UnitView {
    /// Index, used in actions.
    pub index: u16,
    /// Identifier.
    pub id: std::sync::Arc<str>,
    /// Name.
    pub name: std::sync::Arc<str>,
    /// Side.
    pub side: u8,
    /// Kind.
    pub kind: Kind,
    /// Stands.
    pub stands: u32,
    /// Guns.
    pub guns: Vec<Gun>,
    /// Wagon.
    pub wagon: bool,
    /// Limbered.
    pub limbered: bool,
    /// Square.
    pub square: Square,
    /// Facing.
    pub facing: Dir8,
    /// Formation.
    pub formation: Formation,
    /// Status.
    pub status: Status,
    /// Moved this turn.
    pub moved: bool,
    /// Holding canister (own batteries only; `None` for the enemy's).
    pub holding: Option<bool>,
    /// In a square formed with three other units: the lowest of their indices (8A).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub square_with: Option<u16>,
}

/// A melee as a side sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MeleeView {
    /// Contact square.
    pub contact: Square,
    /// Attacking units.
    pub attackers: Vec<u16>,
    /// Supports declared.
    pub supports: [Vec<u16>; 2],
    /// This side's card, once committed.
    pub my_card: Option<Card>,
    /// Whether the other side has committed its card (not which).
    pub other_committed: bool,
}

/// What a side sees.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// The seat's side.
    pub side: u8,
    /// Scenario.
    pub scenario: String,
    /// Turn.
    pub turn: u32,
    /// Turns agreed.
    pub turns: u32,
    /// The attacker this turn.
    pub attacker: u8,
    /// The step.
    pub phase: Phase,
    /// Columns.
    pub width: i8,
    /// Rows.
    pub height: i8,
    /// Terrain, row-major from row 0.
    pub terrain: Vec<Terrain>,
    /// Side names.
    pub names: [String; 2],
    /// Units, both sides.
    pub units: Vec<UnitView>,
    /// This side's orders of the current step, described.
    pub my_orders: Vec<String>,
    /// Melees this turn.
    pub melees: Vec<MeleeView>,
    /// Shots fired this turn.
    pub marks: Vec<ShotMark>,
    /// Reports.
    pub reports: Vec<String>,
    /// Points so far (NAP-9).
    pub points: [f64; 2],
    /// The house values in force.
    pub house: crate::scenario::House,
    /// A square's side in inches (aim points and impacts are in tenths of an inch).
    pub square_inches: f64,
    /// Units that came out of this turn's melees and wait for their commander to face them
    /// (5I), by index.
    #[serde(default)]
    pub to_face: Vec<u16>,
}

/// What a spectator sees: the open board and what has been carried out, without either
/// side's held canister, unexecuted orders or melee cards (nor whether a card is committed).
#[must_use]
pub fn public_view(state: &State) -> View {
    let mut v = view(state, 0);
    for u in &mut v.units {
        u.holding = None;
    }
    v.my_orders.clear();
    for m in &mut v.melees {
        m.my_card = None;
        m.other_committed = false;
    }
    v
}

/// The view of `seat`.
#[must_use]
pub fn view(state: &State, seat: Seat) -> View {
    let side = side_of(seat).unwrap_or(0);
    let units = state
        .units
        .iter()
        .enumerate()
        .map(|(i, u)| UnitView {
            index: u16::try_from(i).unwrap_or(u16::MAX),
            id: u.id.clone(),
            name: u.name.clone(),
            side: u.side,
            kind: u.kind,
            stands: u.stands,
            guns: u.guns.clone(),
            wagon: u.wagon,
            limbered: u.limbered,
            square: u.square,
            facing: u.facing,
            formation: u.formation,
            status: u.status,
            moved: u.moved,
            holding: (u.side == side).then_some(u.holding),
            square_with: u.square_with,
        })
        .collect();
    let mut my_orders = Vec::new();
    for (s, o) in &state.shots {
        if *s == side {
            my_orders.push(describe(
                state,
                &Action::Shoot {
                    battery: o.battery,
                    gun: o.gun,
                    aim: o.aim,
                },
            ));
        }
    }
    for (s, o) in &state.canister {
        if *s == side {
            my_orders.push(describe(
                state,
                &Action::Canister {
                    battery: o.battery,
                    target: o.target,
                    gun: o.gun,
                },
            ));
        }
    }
    for (s, o) in &state.volleys {
        if *s == side {
            my_orders.push(describe(
                state,
                &Action::Volley {
                    unit: o.unit,
                    target: o.target,
                    stands_first: o.stands_first,
                },
            ));
        }
    }
    View {
        side,
        scenario: state.scenario.clone(),
        turn: state.turn,
        turns: state.turns,
        attacker: state.attacker,
        phase: state.phase,
        width: state.width,
        height: state.height,
        terrain: state.terrain.clone(),
        names: [state.sides[0].name.clone(), state.sides[1].name.clone()],
        units,
        my_orders,
        to_face: state.to_face.clone(),
        melees: state
            .melees
            .iter()
            .map(|m| MeleeView {
                contact: m.contact,
                attackers: m.attackers.clone(),
                supports: m.supports.clone(),
                my_card: m.cards[usize::from(side)],
                other_committed: m.cards[usize::from(1 - side)].is_some(),
            })
            .collect(),
        marks: state.marks.clone(),
        reports: state.reports.clone(),
        points: [
            f64::from(state.points_halves(0)) / 2.0,
            f64::from(state.points_halves(1)) / 2.0,
        ],
        house: state.house,
        square_inches: state.shot.square,
    }
}

fn kind_letter(k: Kind) -> char {
    match k {
        Kind::LineInfantry => 'I',
        Kind::LightInfantry => 'L',
        Kind::GuardsInfantry => 'G',
        Kind::LineCavalry => 'C',
        Kind::LightCavalry => 'H',
        Kind::GuardsCavalry => 'K',
        Kind::FootBattery => 'F',
        Kind::HorseBattery => 'R',
        Kind::Commander => 'X',
    }
}

fn arrow(d: Dir8) -> char {
    match d {
        Dir8::N => '^',
        Dir8::NE => '/',
        Dir8::E => '>',
        Dir8::SE => '\\',
        Dir8::S => 'v',
        Dir8::SW => '/',
        Dir8::W => '<',
        Dir8::NW => '\\',
    }
}

fn terrain_char(t: Terrain) -> char {
    match t {
        Terrain::Open => '.',
        Terrain::Trees => 'T',
        Terrain::Houses => 'H',
        Terrain::Water => '~',
        Terrain::Road => '=',
        Terrain::Bridge => 'B',
        Terrain::Burning => '*',
    }
}

/// The text board, north (the last row) at the top: each square shows its terrain, then the
/// main unit's kind (upper case side A, lower case side B) and facing (`#` a square), then the
/// units, the shots with aim and impact, the melees and the reports.
#[must_use]
pub fn render(v: &View) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let phase = match v.phase {
        Phase::Artillery => "step 1: artillery".to_owned(),
        Phase::Musketry => "step 2: musketry".to_owned(),
        Phase::Move => "step 3: the attacker moves".to_owned(),
        Phase::Canister => "step 4: held canister".to_owned(),
        Phase::Supports { melee, side } => format!(
            "step 5: supports for melee {} ({})",
            melee + 1,
            v.names[usize::from(side)]
        ),
        Phase::Cards { melee } => format!("step 5: MDI cards for melee {}", melee + 1),
        Phase::Facing => "facing: units out of a melee, squares broken".to_owned(),
        Phase::Over => "game over".to_owned(),
    };
    let _ = writeln!(
        s,
        "{} — turn {} of {}, {} attacks — {} — you are {}",
        v.scenario,
        v.turn,
        v.turns,
        v.names[usize::from(v.attacker)],
        phase,
        v.names[usize::from(v.side)]
    );
    let w = usize::try_from(v.width).unwrap_or(0);
    // Wide boards drop the gap between squares.
    let narrow = v.width > 18;
    for y in (0..v.height).rev() {
        let _ = write!(s, "{y:>3} ");
        for x in 0..v.width {
            let sq = Square::new(x, y);
            let t =
                v.terrain[usize::try_from(y).unwrap_or(0) * w + usize::try_from(x).unwrap_or(0)];
            let here: Vec<&UnitView> = v
                .units
                .iter()
                .filter(|u| u.status == Status::OnBoard && u.square == sq)
                .collect();
            let main = here
                .iter()
                .find(|u| u.kind != Kind::Commander)
                .or(here.first());
            s.push(terrain_char(t));
            match main {
                Some(u) => {
                    let c = kind_letter(u.kind);
                    s.push(if u.side == 0 {
                        c
                    } else {
                        c.to_ascii_lowercase()
                    });
                    s.push(if u.formation == Formation::Square {
                        '#'
                    } else {
                        arrow(u.facing)
                    });
                }
                None if v
                    .units
                    .iter()
                    .any(|u| u.status == Status::Abandoned && u.square == sq) =>
                {
                    s.push_str("g ");
                }
                None => s.push_str("  "),
            }
            if !narrow {
                s.push(' ');
            }
        }
        s.push('\n');
    }
    let _ = write!(s, "    ");
    for x in 0..v.width {
        if narrow {
            let _ = write!(s, "{x:<3}");
        } else {
            let _ = write!(s, "{x:<4}");
        }
    }
    s.push('\n');
    s.push_str("    I line, L light, G guards infantry; C line, H light, K guards cavalry; F foot, R horse battery; X commander\n");
    s.push_str("    upper case side A, lower case side B; ^ > v < / \\ facing, # square; . open T trees H houses ~ water = road B bridge * burning\n");
    if v.units.iter().any(|u| u.status == Status::Abandoned) {
        s.push_str("    g guns left on the field with no crew\n");
    }
    s.push('\n');
    for u in v.units.iter().filter(|u| u.status == Status::OnBoard) {
        let mut extra = String::new();
        if u.kind.battery() {
            let _ = write!(
                extra,
                " guns {}{}{}",
                u.guns
                    .iter()
                    .map(|g| g.name())
                    .collect::<Vec<_>>()
                    .join(", "),
                if u.wagon { " +wagon" } else { "" },
                if u.limbered { " limbered" } else { "" }
            );
            if u.holding == Some(true) {
                extra.push_str(" holding canister");
            }
        }
        let _ = writeln!(
            s,
            "{:>3} {} {:<14} {:>2},{:<2} {:<2} {} {} stands{} — {}",
            u.index,
            if u.side == 0 { 'A' } else { 'B' },
            u.id,
            u.square.x,
            u.square.y,
            dir_name(u.facing),
            if u.square_with.is_some() {
                "square (of four units)"
            } else {
                u.formation.name()
            },
            u.stands,
            extra,
            u.name
        );
    }
    for u in v.units.iter().filter(|u| u.status == Status::Abandoned) {
        let _ = writeln!(
            s,
            "guns left on the field at {},{} by {} ({}): {}{}; a battery of theirs takes them up, the enemy captures them",
            u.square.x,
            u.square.y,
            u.name,
            if u.side == 0 { 'A' } else { 'B' },
            u.guns
                .iter()
                .map(|g| g.name())
                .collect::<Vec<_>>()
                .join(", "),
            if u.wagon { " and the wagon" } else { "" }
        );
    }
    let gone: Vec<&UnitView> = v
        .units
        .iter()
        .filter(|u| !matches!(u.status, Status::OnBoard | Status::Abandoned))
        .collect();
    if !gone.is_empty() {
        let names: Vec<String> = gone
            .iter()
            .map(|u| format!("{} ({})", u.name, u.status.name()))
            .collect();
        let _ = writeln!(s, "out of the fight: {}", names.join(", "));
    }
    for m in &v.marks {
        let _ = writeln!(
            s,
            "shot by {}: aimed at {:.1}\",{:.1}\", landed at {:.1}\",{:.1}\"",
            v.names[usize::from(m.side)],
            f64::from(m.aim[0]) / 10.0,
            f64::from(m.aim[1]) / 10.0,
            f64::from(m.impact[0]) / 10.0,
            f64::from(m.impact[1]) / 10.0
        );
    }
    // Supporting units by their identifiers.
    let ids = |list: &[u16]| {
        if list.is_empty() {
            return "none".to_string();
        }
        list.iter()
            .map(|&i| {
                v.units
                    .iter()
                    .find(|u| u.index == i)
                    .map_or_else(|| i.to_string(), |u| u.id.to_string())
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    for (k, m) in v.melees.iter().enumerate() {
        let _ = writeln!(
            s,
            "melee {} at {},{}: supports A {}, B {}; your card: {}{}",
            k + 1,
            m.contact.x,
            m.contact.y,
            ids(&m.supports[0]),
            ids(&m.supports[1]),
            m.my_card.map_or("—", Card::name),
            if m.other_committed {
                " (the other side has chosen)"
            } else {
                ""
            }
        );
    }
    for o in &v.my_orders {
        let _ = writeln!(s, "your order: {o}");
    }
    // 5I: the units this side faces after the melees, each with its facing now.
    let mine: Vec<String> = v
        .to_face
        .iter()
        .filter_map(|&k| v.units.iter().find(|u| u.index == k && u.side == v.side))
        .map(|u| format!("{} ({}, facing {})", u.name, u.index, dir_name(u.facing)))
        .collect();
    if !mine.is_empty() {
        let _ = writeln!(
            s,
            "face these units as you wish (face UNIT DIRECTION, then done; a broken square faces one way): {}",
            mine.join(", ")
        );
    }
    let _ = writeln!(
        s,
        "points: {} {}, {} {}",
        v.names[0], v.points[0], v.names[1], v.points[1]
    );
    if !v.reports.is_empty() {
        s.push_str("\nreports:\n");
        for r in &v.reports {
            let _ = writeln!(s, "  {r}");
        }
    }
    s
}
