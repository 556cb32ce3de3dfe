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
use crate::scenario::{dir_name, parse_dir, Formation, Kind, Terrain};
use crate::values::Gun;

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

/// "A, B, C and D: form one square together".
fn square_words(state: &State, units: &[u16]) -> String {
    let names: Vec<&str> = units.iter().map(|&k| name(state, k)).collect();
    let (last, rest) = names.split_last().map_or(("", &[][..]), |(l, r)| (*l, r));
    format!("{} and {last}: form one square together", rest.join(", "))
}

/// A unit as a person reads it: by its name (the lists and events never show identifiers).
fn name(state: &State, i: u16) -> &str {
    state.units.get(usize::from(i)).map_or("?", |u| &*u.name)
}

/// The enemy stand, gun or wagon whose centre is the aim point `aim` (tenths of an inch), as
/// the unit's name and the part: named for the list of shots as "Red Line infantry regiment 2",
/// "Red Foot battery 1's gun 2", "Red Foot battery 1's wagon" ([`push_target`]).
fn aimed_at(state: &State, battery: u16, aim: [i32; 2]) -> Option<(&str, crate::game::Part)> {
    let side = state.units.get(usize::from(battery))?.side;
    let at = |v: f64| (v * 10.0).round() as i32;
    // No part of a unit lies further from the centre of its square than (stands + 4) stand
    // lengths or inches, whichever is more (the layouts of `State::parts_iter`), so a unit whose
    // centre is further than that, and an inch more, from the aim point is not looked at.
    let p = &state.shot;
    let stand = p.stand.0.abs().max(p.stand.1.abs()).max(1.0);
    let (ax, ay) = (f64::from(aim[0]) / 10.0, f64::from(aim[1]) / 10.0);
    let near = |j: usize| {
        let u = &state.units[j];
        let cx = f64::from(u.square.x) * p.square + p.square / 2.0;
        let cy = f64::from(u.square.y) * p.square + p.square / 2.0;
        let reach = (f64::from(u.stands) + 4.0) * stand + 1.0;
        (ax - cx).abs() <= reach && (ay - cy).abs() <= reach
    };
    (0..state.units.len())
        .filter(|&j| state.units[j].side != side && state.units[j].on_board() && near(j))
        .find_map(|j| {
            let (part, _) = state
                .parts_iter(j)
                .find(|(_, r)| [at(r.x), at(r.y)] == aim)?;
            Some((&*state.units[j].name, part))
        })
}

/// Writes the part [`aimed_at`] found.
fn push_target(out: &mut String, id: &str, part: crate::game::Part) {
    out.push_str(id);
    match part {
        crate::game::Part::Stand => {}
        crate::game::Part::Gun(g) => {
            out.push_str("'s gun ");
            push_number(out, u64::try_from(g).unwrap_or(u64::MAX).saturating_add(1));
        }
        crate::game::Part::Wagon => out.push_str("'s wagon"),
    }
}

/// Writes a whole number in decimal.
fn push_number(out: &mut String, n: u64) {
    let mut digits = [0u8; 20];
    let mut k = digits.len();
    let mut n = n;
    loop {
        k -= 1;
        digits[k] = b'0' + u8::try_from(n % 10).unwrap_or(0);
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[k..] {
        out.push(char::from(d));
    }
}

/// Writes a length in tenths of an inch in inches with one decimal, as `{:.1}` writes the
/// same length divided by ten, without floating-point formatting (a view describes every order
/// of its step in words at every decision).
fn push_tenths(out: &mut String, tenths: i32) {
    let v = tenths.unsigned_abs();
    if tenths < 0 {
        out.push('-');
    }
    push_number(out, u64::from(v / 10));
    out.push('.');
    push_number(out, u64::from(v % 10));
}

/// A shot's description: "battery: field shot at target (x",y")", or at the point alone.
fn describe_shot(state: &State, battery: u16, gun: Gun, aim: [i32; 2]) -> String {
    let mut out = String::with_capacity(64);
    out.push_str(name(state, battery));
    out.push_str(": ");
    out.push_str(gun.name());
    out.push_str(" shot at ");
    let target = aimed_at(state, battery, aim);
    if let Some((id, part)) = target {
        push_target(&mut out, id, part);
        out.push_str(" (");
    }
    push_tenths(&mut out, aim[0]);
    out.push_str("\",");
    push_tenths(&mut out, aim[1]);
    out.push('"');
    if target.is_some() {
        out.push(')');
    }
    out
}

/// A short description of an action.
#[must_use]
pub fn describe(state: &State, a: &Action) -> String {
    match *a {
        Action::Shoot { battery, gun, aim } => describe_shot(state, battery, gun, aim),
        Action::Canister {
            battery,
            target,
            gun,
        } => match gun {
            Some(g) => format!(
                "{}: canister from its {} at {}",
                name(state, battery),
                g.name(),
                name(state, target)
            ),
            None => format!(
                "{}: canister at {}",
                name(state, battery),
                name(state, target)
            ),
        },
        Action::Hold { battery } => format!("{}: hold canister", name(state, battery)),
        Action::Volley {
            unit,
            target,
            stands_first,
        } => format!(
            "{}: volley at {}{}",
            name(state, unit),
            name(state, target),
            if stands_first {
                " (its stands before the commander with it)"
            } else {
                ""
            }
        ),
        Action::Move { unit, to } => {
            // A move into an enemy's square is a charge: the melee is fought there (5A).
            let side = state.units.get(usize::from(unit)).map(|u| u.side);
            let enemies: Vec<&str> = state
                .units_at(to)
                .filter(|&j| Some(state.units[j].side) != side)
                .map(|j| &*state.units[j].name)
                .collect();
            if enemies.is_empty() {
                format!("{}: move to {},{}", name(state, unit), to.x, to.y)
            } else {
                format!(
                    "{}: charge {} at {},{}",
                    name(state, unit),
                    enemies.join(" and "),
                    to.x,
                    to.y
                )
            }
        }
        Action::Face { unit, facing } => {
            format!("{}: face {}", name(state, unit), dir_name(facing))
        }
        Action::Form { unit, formation } => {
            format!("{}: form {}", name(state, unit), formation.name())
        }
        Action::FormSquare { units } => square_words(state, &units),
        Action::FormSquareOfNine { units } => square_words(state, &units),
        Action::Limber { unit } => format!("{}: limber", name(state, unit)),
        Action::Unlimber { unit } => format!("{}: unlimber", name(state, unit)),
        Action::Support { unit } => format!("{}: support the melee", name(state, unit)),
        Action::Mdi { card } => format!("MDI card: {}", card.name()),
        Action::Spike { battery } => format!("{}: destroy its guns", name(state, battery)),
        Action::Separate { unit, stands, to } => {
            format!(
                "{}: detach {stands} to {},{}",
                name(state, unit),
                to.x,
                to.y
            )
        }
        Action::Rejoin { unit, into } => {
            format!("{}: rejoin {}", name(state, unit), name(state, into))
        }
        Action::Surrender => "surrender".to_owned(),
        Action::Done => "done".to_owned(),
    }
}

/// Typed actions, for `help`.
pub const HELP: &str = "\
actions (UNIT is an id or index):
  shoot UNIT field|howitzer|horse X,Y   fire a shot at a point (inches from the corner)
  aim UNIT field|howitzer|horse TARGET  fire a shot at the centre of a unit's first stand
  canister UNIT TARGET [GUN] | hold UNIT  canister now (every gun, or the one GUN while the
                                        others fire ball), or held for step 4
  volley UNIT TARGET [stands-first]     musketry; stands-first takes the target's stands
                                        before a commander with it (4E; else he goes first)
  move UNIT X,Y | face UNIT DIR | form UNIT line|column|square | limber UNIT | unlimber UNIT
  square UNIT UNIT UNIT UNIT            four line or Guards units in a 2 × 2 block form one
                                        square together (8A); form ANY-OF-THEM line breaks it
  support UNIT | card column|line|square|flanking|pincers|withdrawal
  face UNIT DIR                         in the facing step: your units out of a melee (5I)
                                        and your broken squares (8C)
  detach UNIT N X,Y | rejoin UNIT OTHER   artillery, light infantry, light cavalry (2B)
  spike UNIT | surrender | done";

fn parse_square(t: &str) -> Result<(f64, f64), String> {
    let (x, y) = t
        .split_once(',')
        .ok_or_else(|| format!("{t:?}: write X,Y"))?;
    let x: f64 = x
        .trim()
        .parse()
        .map_err(|_| format!("{t:?}: X is not a number"))?;
    let y: f64 = y
        .trim()
        .parse()
        .map_err(|_| format!("{t:?}: Y is not a number"))?;
    Ok((x, y))
}

/// Reads a typed action (see [`HELP`]) or an action's JSON.
///
/// # Errors
/// What is wrong with the text.
pub fn parse_action(state: &State, seat: Seat, text: &str) -> Result<Action, String> {
    let t = text.trim();
    if t.starts_with('{') {
        return serde_json::from_str(t).map_err(|e| format!("not an action: {e}"));
    }
    let w: Vec<&str> = t.split_whitespace().collect();
    let side = side_of(seat).unwrap_or(0);
    let unit = |k: usize, own: bool| -> Result<u16, String> {
        let word = w.get(k).ok_or("a unit is missing")?;
        let i = state
            .units
            .iter()
            .position(|u| u.id.eq_ignore_ascii_case(word) && (!own || u.side == side))
            .or_else(|| {
                word.parse::<usize>()
                    .ok()
                    .filter(|&i| i < state.units.len())
            })
            .ok_or_else(|| {
                // An enemy unit named where one's own is wanted is refused in the same words as
                // an id nobody has.
                if own {
                    format!("{word:?} is not one of your units (give its id or index)")
                } else {
                    format!("{word:?} is not a unit on the board")
                }
            })?;
        u16::try_from(i).map_err(|_| "no such unit".to_owned())
    };
    let gun = |k: usize| -> Result<Gun, String> { Gun::parse(w.get(k).ok_or("a gun is missing")?) };
    match w.first().copied().unwrap_or("") {
        "done" => Ok(Action::Done),
        "surrender" => Ok(Action::Surrender),
        "shoot" => {
            let (x, y) = parse_square(w.get(3).ok_or("shoot needs X,Y in inches")?)?;
            Ok(Action::Shoot {
                battery: unit(1, true)?,
                gun: gun(2)?,
                aim: [(x * 10.0).round() as i32, (y * 10.0).round() as i32],
            })
        }
        "aim" => {
            let b = unit(1, true)?;
            let t = unit(3, false)?;
            let (_, r) = state
                .parts_iter(usize::from(t))
                .next()
                .ok_or("the target has nothing to aim at")?;
            Ok(Action::Shoot {
                battery: b,
                gun: gun(2)?,
                aim: [(r.x * 10.0).round() as i32, (r.y * 10.0).round() as i32],
            })
        }
        "canister" => Ok(Action::Canister {
            battery: unit(1, true)?,
            target: unit(2, false)?,
            gun: match w.get(3) {
                Some(_) => Some(gun(3)?),
                None => None,
            },
        }),
        "hold" => Ok(Action::Hold {
            battery: unit(1, true)?,
        }),
        "volley" => Ok(Action::Volley {
            unit: unit(1, true)?,
            target: unit(2, false)?,
            stands_first: match w.get(3).copied() {
                None => false,
                Some("stands-first") => true,
                Some(o) => {
                    return Err(format!(
                        "{o:?}: after the target, only stands-first (its stands before the commander with it)"
                    ))
                }
            },
        }),
        "move" => {
            let (x, y) = parse_square(w.get(2).ok_or("move needs X,Y")?)?;
            Ok(Action::Move {
                unit: unit(1, true)?,
                to: Square::new(x as i8, y as i8),
            })
        }
        "square" => {
            let mut units = Vec::with_capacity(9);
            for k in 1..w.len() {
                units.push(unit(k, true)?);
            }
            units.sort_unstable();
            if let Ok(units) = <[u16; 9]>::try_from(units.as_slice()) {
                return Ok(Action::FormSquareOfNine { units });
            }
            let units = <[u16; 4]>::try_from(units.as_slice()).map_err(|_| {
                format!(
                    "square names four units (a 2 × 2 block) or nine (3 × 3), not {}",
                    units.len()
                )
            })?;
            Ok(Action::FormSquare { units })
        }
        "face" => Ok(Action::Face {
            unit: unit(1, true)?,
            facing: parse_dir(w.get(2).ok_or("face needs a direction")?)?,
        }),
        "form" => Ok(Action::Form {
            unit: unit(1, true)?,
            formation: match w.get(2).copied() {
                Some("line") => Formation::Line,
                Some("column") => Formation::Column,
                Some("square") => Formation::Square,
                Some(o) => return Err(format!("{o:?} is not a formation: line, column or square")),
                None => return Err("form needs a formation: line, column or square".into()),
            },
        }),
        "limber" => Ok(Action::Limber {
            unit: unit(1, true)?,
        }),
        "unlimber" => Ok(Action::Unlimber {
            unit: unit(1, true)?,
        }),
        "support" => Ok(Action::Support {
            unit: unit(1, true)?,
        }),
        "card" => Ok(Action::Mdi {
            card: Card::parse(w.get(1).ok_or("card needs a deployment")?)?,
        }),
        "spike" => Ok(Action::Spike {
            battery: unit(1, true)?,
        }),
        "detach" => {
            let n: u32 = w
                .get(2)
                .and_then(|x| x.parse().ok())
                .ok_or("detach UNIT N X,Y")?;
            let (x, y) = parse_square(w.get(3).ok_or("detach needs X,Y")?)?;
            Ok(Action::Separate {
                unit: unit(1, true)?,
                stands: n,
                to: Square::new(x as i8, y as i8),
            })
        }
        "rejoin" => Ok(Action::Rejoin {
            unit: unit(1, true)?,
            into: unit(2, true)?,
        }),
        o => Err(format!("{o:?} is not an action: see help")),
    }
}

#[cfg(test)]
mod tests {
    use super::push_tenths;

    /// The aim point of a shot's description is written as the float it stands for would be.
    #[test]
    fn tenths_of_an_inch_read_as_the_float_formatting_of_the_same_length() {
        let edges = [i32::MIN, i32::MIN + 1, i32::MAX, i32::MAX - 1];
        for v in (-100_000..=100_000).chain(edges) {
            let mut out = String::new();
            push_tenths(&mut out, v);
            assert_eq!(out, format!("{:.1}", f64::from(v) / 10.0), "{v} tenths");
        }
    }
}
