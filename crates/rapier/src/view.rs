//! What each seat may know, and its text rendering.
//!
//! The umpire sees everything but the corps commander's TRPs. The attacking seats see their own
//! units, the defender's revealed units, and face-down counters only as numbered counters (with
//! what reconnaissance found, RAP-2); a counter's number was dealt at random and says nothing.
//! They learn no more of an unseen kill than that a counter left the table.

use std::fmt::Write as _;

use std::sync::Arc;

use serde::Serialize;
use umpire_core::Seat;

use crate::command_post;
use crate::state::Pin;
use crate::state::{seat, Kind, Loc, Phase, RandomEvent, Sector, Side, State};

/// A unit the seat can identify (its name is in the [`Units`] that hold it).
#[derive(Clone, Debug)]
pub struct UnitView {
    /// Unit index (attacking units; every unit for the umpire).
    pub id: Option<u16>,
    /// Counter number (defender units).
    pub counter: Option<u8>,
    /// Where its name stands in [`Units`]' table of names (never shown, never compared: the
    /// table is the state's names in the state's order, which a seat need not know).
    name: u16,
    /// Side.
    pub side: Side,
    /// Kind.
    pub kind: Kind,
    /// What the label says besides the kind ([`crate::state::Unit::traits`]).
    traits: u8,
    /// Division (attackers; 255 for none).
    pub division: u8,
    /// A division asset.
    pub asset: bool,
    /// Where.
    pub loc: Loc,
    /// Still face-down (umpire's view).
    pub face_down: bool,
    /// Moved this turn.
    pub moved: bool,
    /// Released by the corps commander.
    pub permitted: bool,
}

impl UnitView {
    /// Its kind with flags, for display ("assault mot. infantry").
    #[must_use]
    pub fn label(&self) -> &'static str {
        crate::state::label_of(self.kind, self.traits)
    }
}

impl PartialEq for UnitView {
    /// Every field a seat sees, the name aside ([`Units`] compares names by their text).
    fn eq(&self, o: &Self) -> bool {
        self.id == o.id
            && self.counter == o.counter
            && self.side == o.side
            && self.kind == o.kind
            && self.label() == o.label()
            && self.division == o.division
            && self.asset == o.asset
            && self.loc == o.loc
            && self.face_down == o.face_down
            && self.moved == o.moved
            && self.permitted == o.permitted
    }
}

/// The units a seat can identify, in the order the view lists them, with their names.
///
/// A bot reads a view at every decision, and copying each unit's shared name into it cost a
/// counted reference a unit (a sixth of a heuristic game). The names are instead one table a
/// view, shared with the views before it while the state's units keep the same names
/// (`names`); each unit points into it. Reads as a slice of [`UnitView`]; written out, each
/// unit carries its name as before.
#[derive(Clone, Debug)]
pub struct Units {
    list: Vec<UnitView>,
    names: Arc<[Arc<str>]>,
}

impl Units {
    /// The name of `u`, one of these units.
    #[must_use]
    pub fn name(&self, u: &UnitView) -> &str {
        self.names.get(usize::from(u.name)).map_or("", |n| n)
    }
}

impl std::ops::Deref for Units {
    type Target = [UnitView];
    fn deref(&self) -> &[UnitView] {
        &self.list
    }
}

impl std::ops::DerefMut for Units {
    fn deref_mut(&mut self) -> &mut [UnitView] {
        &mut self.list
    }
}

impl PartialEq for Units {
    fn eq(&self, o: &Self) -> bool {
        self.list.len() == o.list.len()
            && self
                .list
                .iter()
                .zip(&o.list)
                .all(|(a, b)| a == b && self.name(a) == o.name(b))
    }
}

impl Serialize for Units {
    fn serialize<S: serde::Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{SerializeSeq, SerializeStruct};
        /// One unit as written: its fields in their order, the name third.
        struct Named<'a>(&'a UnitView, &'a str);
        impl Serialize for Named<'_> {
            fn serialize<S: serde::Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
                let Named(u, name) = *self;
                let mut st = ser.serialize_struct("UnitView", 12)?;
                st.serialize_field("id", &u.id)?;
                st.serialize_field("counter", &u.counter)?;
                st.serialize_field("name", name)?;
                st.serialize_field("side", &u.side)?;
                st.serialize_field("kind", &u.kind)?;
                st.serialize_field("label", u.label())?;
                st.serialize_field("division", &u.division)?;
                st.serialize_field("asset", &u.asset)?;
                st.serialize_field("loc", &u.loc)?;
                st.serialize_field("face_down", &u.face_down)?;
                st.serialize_field("moved", &u.moved)?;
                st.serialize_field("permitted", &u.permitted)?;
                st.end()
            }
        }
        let mut seq = ser.serialize_seq(Some(self.list.len()))?;
        for u in &self.list {
            seq.serialize_element(&Named(u, self.name(u)))?;
        }
        seq.end()
    }
}

thread_local! {
    /// The names of the units of the state whose view this thread built last.
    static NAMES: std::cell::RefCell<Arc<[Arc<str>]>> = std::cell::RefCell::new(Arc::from([]));
}

/// The names of `s`'s units, in its order: the table of the last view this thread built when
/// every unit still has the very name it had then (compared by address, which the table's own
/// references keep from being reused), else a new table.
fn names(s: &State) -> Arc<[Arc<str>]> {
    NAMES.with(|cell| {
        let mut t = cell.borrow_mut();
        let same = t.len() == s.units.len()
            && t.iter().zip(&s.units).all(|(n, u)| Arc::ptr_eq(n, &u.name));
        if !same {
            *t = s.units.iter().map(|u| u.name.clone()).collect();
        }
        t.clone()
    })
}

thread_local! {
    /// The capture sectors this thread read last, as written in the scenario and parsed.
    static CAPTURE: std::cell::RefCell<(Vec<String>, Vec<Sector>)> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

/// The sectors of `capture` (the scenario's, as written) that parse: parsed again only when
/// the list differs from the one this thread parsed last, for a view is built at every step
/// and a game's list never changes.
fn capture_sectors(capture: &[String]) -> Vec<Sector> {
    if capture.is_empty() {
        return Vec::new();
    }
    CAPTURE.with_borrow_mut(|(text, sectors)| {
        if text.as_slice() != capture {
            *sectors = capture
                .iter()
                .filter_map(|c| State::parse_sector(c))
                .collect();
            *text = capture.to_vec();
        }
        sectors.clone()
    })
}

/// A face-down defender counter as the attacker sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CounterView {
    /// Its number.
    pub counter: u8,
    /// Where it lies.
    pub sector: Sector,
    /// What reconnaissance found it to be.
    pub scouted: Option<&'static str>,
}

/// A division as every seat sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DivisionView {
    /// Name.
    pub name: Arc<str>,
    /// Frontage (0-based axes).
    pub frontage: Option<(i8, i8)>,
    /// Held in corps reserve.
    pub in_corps_reserve: bool,
    /// Deploys off table.
    pub off_table: bool,
    /// Has an HQ.
    pub has_hq: bool,
}

/// One seat's view of the game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// The seat.
    pub seat: Seat,
    /// Axes × lines.
    pub size: (u8, u8),
    /// Turn (0 during set-up) and turns in the game.
    pub turn: (u8, u8),
    /// Phase.
    pub phase: Phase,
    /// For the corps commander at a separate command post: the turn and step at whose start
    /// his map was last plotted (units and counters are shown as they stood then).
    pub plotted: Option<(u8, Phase)>,
    /// Thick fog.
    pub fog: bool,
    /// The turn's random event.
    pub event: RandomEvent,
    /// Extra ammunition available.
    pub extra_ammo: bool,
    /// Units the seat can identify.
    pub units: Units,
    /// Face-down counters (attacking seats).
    pub counters: Vec<CounterView>,
    /// The attacking divisions.
    pub divisions: Vec<DivisionView>,
    /// The break-through division.
    pub breakthrough: Option<u8>,
    /// TRPs (hidden from the umpire).
    pub trps: Option<Vec<Sector>>,
    /// Pre-battle and on-call fire missions left, on-call used this turn.
    pub fire_missions: (u8, u8, u8),
    /// Reconnaissance attempts left.
    pub recon_left: u8,
    /// Defender moves left (umpire only).
    pub defender_moves_left: Option<u8>,
    /// Counters the attacker removed unseen.
    pub unseen_kills: u16,
    /// Break-through units exited and counted.
    pub breakthrough_exited: (usize, usize),
    /// Advanced victory: sectors the attacker must hold at the end.
    pub capture: Vec<Sector>,
    /// Advanced victory: axes the exits must span.
    pub wide_front: u8,
    /// Axes over which attacking units have exited so far.
    pub exited_axes: Vec<i8>,
    /// Terrain of every sector (row-major), when the scenario plays difficult terrain.
    pub terrain: Vec<crate::state::Cell>,
    /// Ground-combat losses being chosen by their owner (RAP-8), for every seat to see.
    pub losses: Option<crate::casualties::LossesView>,
    /// A free shot being chosen (RAP-6): where, and for the seat that picks, the options.
    pub free_shot: Option<crate::movement::FreeShotView>,
    /// Bonus dice being placed (RAP-8), for the umpire who places them.
    pub bonus: Option<crate::casualties::BonusView>,
}

#[inline]
fn unit_view(s: &State, i: usize, umpire: bool, p: Pin) -> UnitView {
    let u = &s.units[i];
    UnitView {
        id: (umpire || u.side == Side::Attacker).then_some(i as u16),
        counter: (u.side == Side::Defender).then_some(u.counter),
        name: i as u16,
        side: u.side,
        kind: p.kind,
        traits: u.traits(),
        division: p.division,
        asset: u.asset,
        loc: p.loc,
        face_down: p.face_down,
        moved: p.moved,
        permitted: p.permitted,
    }
}

/// What a spectator sees: what the corps commander sees (the table, or his map when his command
/// post stands apart; the defence face down, as counters) without the TRPs, which the umpire
/// does not know.
#[must_use]
pub fn public_view(s: &State) -> View {
    let mut v = view(s, seat::CORPS);
    v.trps = None;
    v
}

/// The view of `seat_`.
#[must_use]
pub fn view(s: &State, seat_: Seat) -> View {
    if command_post::on_map(s, seat_) {
        build(s, seat_, true, |i| command_post::pin(s, i, true))
    } else {
        build(s, seat_, false, |i| Pin::of(&s.units[i]))
    }
}

/// What [`view`] gathers in its one pass over the units besides the units themselves.
struct Tally {
    /// Break-through units in all, and those exited.
    breakthrough: (usize, usize),
    /// Axes exited over (unsorted, with repeats).
    exited_axes: Vec<i8>,
    /// Divisions with a living HQ, one bit a division.
    hq: [u64; 4],
}

/// [`view`], with `pin` giving each unit as the seat sees it (the table, or the corps
/// commander's map when `plotted`). One pass over the units lists those the seat identifies,
/// files the defender's living counters by number, and tallies the exits and the HQs.
#[inline]
fn build(s: &State, seat_: Seat, plotted: bool, pin: impl Fn(usize) -> Pin) -> View {
    let umpire = seat_ == seat::UMPIRE;
    let mut units = Vec::with_capacity(s.units.len());
    // Counter numbers are all different and small: file the counters by number instead of
    // sorting them (sorting took a tenth of a heuristic game's time). Numbers not dealt yet, as
    // in a prepared scenario, clash and fall back to a sort.
    let mut by_counter = [u16::MAX; 256];
    let (mut clash, mut top, mut defenders) = (false, 0, 0);
    let mut t = Tally {
        breakthrough: (0, 0),
        exited_axes: Vec::new(),
        hq: [0; 4],
    };
    for (i, u) in s.units.iter().enumerate() {
        let p = pin(i);
        t.breakthrough.1 += usize::from(u.breakthrough);
        if u.side == Side::Attacker {
            if p.loc == Loc::Exited {
                t.breakthrough.0 += usize::from(u.breakthrough);
                t.exited_axes.push(u.axis);
            }
            if p.kind == Kind::Hq && p.alive() {
                t.hq[usize::from(p.division >> 6)] |= 1 << (p.division & 63);
            }
        }
        if umpire || u.side == Side::Attacker {
            units.push(unit_view(s, i, umpire, p));
        } else if u.side == Side::Defender && p.alive() {
            let c = usize::from(u.counter);
            clash |= by_counter[c] != u16::MAX;
            by_counter[c] = i as u16;
            top = top.max(c);
            defenders += 1;
        }
    }
    // No room is taken while no defender is listed.
    let mut counters = Vec::with_capacity(defenders);
    if clash {
        let mut list: Vec<usize> = (0..s.units.len())
            .filter(|&i| s.units[i].side == Side::Defender && pin(i).alive())
            .collect();
        list.sort_by_key(|&i| s.units[i].counter);
        for i in list {
            file_defender(s, i, &pin(i), &mut units, &mut counters);
        }
    } else if defenders > 0 {
        for &i in by_counter[..=top].iter().filter(|&&i| i != u16::MAX) {
            let i = usize::from(i);
            file_defender(s, i, &pin(i), &mut units, &mut counters);
        }
    }
    finish(s, seat_, plotted, units, counters, t)
}

/// Lists a living defender unit `i` the seat does not identify by itself: a face-down counter
/// on the table as a counter, a revealed one as a unit.
#[inline(always)]
fn file_defender(
    s: &State,
    i: usize,
    p: &Pin,
    units: &mut Vec<UnitView>,
    counters: &mut Vec<CounterView>,
) {
    let u = &s.units[i];
    match (p.face_down, p.loc) {
        (true, Loc::Table(sector)) => counters.push(CounterView {
            counter: u.counter,
            sector,
            scouted: p.scouted.then(|| u.label_as(p.kind)),
        }),
        (false, Loc::Table(_)) => units.push(unit_view(s, i, false, *p)),
        _ => {}
    }
}

/// The view, from the units and counters listed and the tally.
fn finish(
    s: &State,
    seat_: Seat,
    plotted: bool,
    units: Vec<UnitView>,
    counters: Vec<CounterView>,
    t: Tally,
) -> View {
    let umpire = seat_ == seat::UMPIRE;
    let mut exited_axes = t.exited_axes;
    exited_axes.sort_unstable();
    exited_axes.dedup();
    let has_hq = |d: usize| t.hq[d >> 6] & (1 << (d & 63)) != 0;
    View {
        seat: seat_,
        size: (s.rules.axes, s.rules.lines),
        turn: (s.turn, s.rules.turns),
        phase: s.phase,
        plotted: if plotted { s.plot.at } else { None },
        fog: s.fog,
        event: s.last_event,
        extra_ammo: s.extra_ammo,
        units: Units {
            list: units,
            names: names(s),
        },
        counters,
        divisions: s
            .divisions
            .iter()
            .enumerate()
            .map(|(d, dv)| DivisionView {
                name: dv.name.clone(),
                frontage: dv.frontage.map(|f| (f.first, f.last)),
                in_corps_reserve: dv.in_corps_reserve,
                off_table: dv.off_table,
                has_hq: d < 256 && has_hq(d),
            })
            .collect(),
        breakthrough: s.breakthrough,
        trps: command_post::sees_trps(s, seat_).then(|| s.trps.clone()),
        fire_missions: (s.prebattle_fm_left, s.oncall_fm_left, s.oncall_this_turn),
        recon_left: s.recon_left,
        defender_moves_left: umpire.then_some(s.defender_moves_left),
        unseen_kills: if plotted {
            s.plot.unseen_kills
        } else {
            s.unseen_kills
        },
        breakthrough_exited: t.breakthrough,
        capture: capture_sectors(&s.rules.capture),
        wide_front: s.rules.wide_front,
        exited_axes,
        terrain: if s.rules.terrain == crate::scenario::TerrainOption::None {
            Vec::new()
        } else {
            s.cells.clone()
        },
        losses: crate::casualties::view(s),
        free_shot: crate::movement::free_shot_view(s, seat_),
        bonus: crate::casualties::bonus_view(s, seat_),
    }
}

fn short(kind: Kind) -> &'static str {
    match kind {
        Kind::Hq => "HQ",
        Kind::Infantry => "Inf",
        Kind::Engineer => "Eng",
        Kind::Cavalry => "Cav",
        Kind::AntiTank => "AT",
        Kind::Mortar => "Mor",
        Kind::Artillery => "Art",
        Kind::Rockets => "Rkt",
        Kind::Tank => "Tk",
        Kind::Recce => "Rec",
        Kind::Fortification => "Fort",
        Kind::Minefield => "Mine",
        Kind::Wire => "Wire",
        Kind::AtObstacle => "ATob",
        Kind::Dummy => "Dum",
    }
}

/// Renders a view as text that fits 80 columns: the table (objective edge at the top), then
/// what stands where, reserves, and the state of play.
#[must_use]
pub fn render(v: &View) -> String {
    let mut o = String::new();
    let (w, h) = (v.size.0 as i8, v.size.1 as i8);
    let _ = writeln!(
        o,
        "Turn {}/{}  {}{}{}",
        v.turn.0,
        v.turn.1,
        crate::phase_name(v.phase),
        if v.fog { "  THICK FOG" } else { "" },
        if v.extra_ammo { "  extra ammo" } else { "" }
    );
    if let Some((turn, phase)) = v.plotted {
        let _ = writeln!(
            o,
            "The corps commander's map at the command post, as plotted at the start of {} (turn {turn}); the table has moved on since.",
            crate::phase_name(phase)
        );
    }
    let cell = 17usize;
    let line = format!(
        "     +{}",
        format!("{}+", "-".repeat(cell)).repeat(w as usize)
    );
    let _ = writeln!(
        o,
        "      {:^width$}",
        "objective edge",
        width = cell * w as usize
    );
    let _ = writeln!(o, "{line}");
    for y in (0..h).rev() {
        let mut row = format!("L{:<3} |", y + 1);
        for x in 0..w {
            let sec = Sector::new(x, y);
            let att = v
                .units
                .iter()
                .filter(|u| u.side == Side::Attacker && u.loc == Loc::Table(sec))
                .count();
            let def = v
                .units
                .iter()
                .filter(|u| u.side == Side::Defender && u.loc == Loc::Table(sec))
                .count();
            let cnt = v.counters.iter().filter(|c| c.sector == sec).count();
            let trp = v.trps.as_ref().is_some_and(|t| t.contains(&sec));
            let mut c = String::new();
            if att > 0 {
                let _ = write!(c, "A{att} ");
            }
            if def > 0 {
                let _ = write!(c, "D{def} ");
            }
            if cnt > 0 {
                let _ = write!(c, "?{cnt} ");
            }
            if trp {
                c.push_str("TRP");
            }
            let _ = write!(row, "{c:^cell$}|");
        }
        let _ = writeln!(o, "{row}");
        if !v.terrain.is_empty() {
            let _ = writeln!(o, "{}", terrain_row(v, y, cell));
        }
        let _ = writeln!(o, "{line}");
    }
    let mut axes = String::from("      ");
    for x in 0..w {
        let _ = write!(axes, "{:^cell$} ", format!("A{}", x + 1));
    }
    let _ = writeln!(o, "{axes}");
    let _ = writeln!(
        o,
        "(A = attacking units, D = defending units, ? = face-down counters)"
    );
    if !v.terrain.is_empty() {
        let _ = writeln!(
            o,
            "(terrain under the counts; X = impassable to vehicles; roads: ^ ahead, v behind, < >)"
        );
    }
    for y in 0..h {
        for x in 0..w {
            sector_lines(v, Sector::new(x, y), &mut o);
        }
    }
    for (name, loc) in [
        ("R1 (division reserve)", Loc::R1),
        ("R2 (corps reserve)", Loc::R2),
    ] {
        let list: Vec<String> = v
            .units
            .iter()
            .filter(|u| u.loc == loc)
            .map(|u| format!("{} [{}]", v.units.name(u), short(u.kind)))
            .collect();
        if !list.is_empty() {
            let _ = writeln!(o, "{name}: {}", list.join(", "));
        }
    }
    for (d, dv) in v.divisions.iter().enumerate() {
        let _ = writeln!(
            o,
            "Division {} {}{}: frontage {}{}{}",
            d + 1,
            dv.name,
            if v.breakthrough == Some(d as u8) {
                " (break-through)"
            } else {
                ""
            },
            dv.frontage
                .map_or("none".into(), |(a, b)| format!("A{}–A{}", a + 1, b + 1)),
            if dv.in_corps_reserve {
                ", in corps reserve"
            } else {
                ""
            },
            if dv.has_hq { "" } else { ", NO HQ" }
        );
    }
    let _ = writeln!(
        o,
        "Fire missions: pre-battle {}, on-call {} ({} this turn).",
        v.fire_missions.0, v.fire_missions.1, v.fire_missions.2
    );
    // Counted as the result counts them (RAP-11): exited of all the break-through units.
    let (out, den) = v.breakthrough_exited;
    if den == 0 {
        let _ = writeln!(o, "Break-through units exited: none named yet.");
    } else {
        let _ = writeln!(
            o,
            "Break-through units exited: {out} of {den} ({:.1}%).",
            100.0 * out as f64 / den as f64
        );
    }
    if let Some(n) = v.defender_moves_left {
        let _ = writeln!(o, "Defender moves left: {n}.");
    }
    if let Some(l) = v.losses {
        let _ = writeln!(
            o,
            "Ground combat in {}: the {} chooses the {}'s losses, {} hit{} left (RAP-8).",
            State::sector_name(l.sector),
            if l.side == Side::Defender {
                "umpire"
            } else {
                "division commander"
            },
            if l.side == Side::Defender {
                "defender"
            } else {
                "attacker"
            },
            l.hits_left,
            if l.hits_left == 1 { "" } else { "s" }
        );
    }
    o
}

/// The terrain line of table row `y`.
fn terrain_row(v: &View, y: i8, cell: usize) -> String {
    use umpire_core::geometry::Dir4;
    let w = v.size.0 as i8;
    let mut row = String::from("     |");
    for x in 0..w {
        let c = v.terrain[y as usize * w as usize + x as usize];
        let mut t = match c.terrain {
            crate::scenario::Terrain::Open => String::new(),
            other => format!("{other:?}").to_lowercase(),
        };
        if c.impassable {
            t.push_str(" X");
        }
        let marks: String = Dir4::ALL
            .iter()
            .enumerate()
            .filter(|(k, _)| c.roads & (1 << k) != 0)
            .map(|(_, d)| match d {
                Dir4::Forward => '^',
                Dir4::Back => 'v',
                Dir4::Left => '<',
                Dir4::Right => '>',
            })
            .collect();
        if !marks.is_empty() {
            t.push_str(&format!(" {marks}"));
        }
        let _ = write!(row, "{t:^cell$}|");
    }
    row
}

fn sector_lines(v: &View, sec: Sector, o: &mut String) {
    let mut items: Vec<String> = Vec::new();
    for u in v.units.iter().filter(|u| u.loc == Loc::Table(sec)) {
        let tag = match (u.side, u.id, u.counter) {
            (Side::Attacker, Some(id), _) => format!("#{id}"),
            (_, _, Some(c)) => format!("c{c}"),
            _ => String::new(),
        };
        items.push(format!(
            "{}{tag} {} {}{}",
            if u.side == Side::Attacker { "A" } else { "D" },
            short(u.kind),
            v.units.name(u),
            if u.face_down { " (face-down)" } else { "" }
        ));
    }
    for c in v.counters.iter().filter(|c| c.sector == sec) {
        items.push(match &c.scouted {
            Some(k) => format!("c{} counter (scouted: {k})", c.counter),
            None => format!("c{} counter", c.counter),
        });
    }
    if !items.is_empty() {
        let _ = writeln!(o, "{}: {}", State::sector_name(sec), items.join("; "));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_capture_sectors_are_those_of_the_list_asked_about_each_time() {
        let lists: [Vec<String>; 4] = [
            vec!["A2-L5".into()],
            vec!["A2-L5".into(), "a1l3".into(), "nowhere".into()],
            Vec::new(),
            vec!["A3-L1".into()],
        ];
        // Each list in turn, then again in another order: a list kept from the last call
        // must never answer for another.
        for k in [0, 1, 1, 2, 0, 3, 1, 0] {
            let expected: Vec<Sector> = lists[k]
                .iter()
                .filter_map(|c| State::parse_sector(c))
                .collect();
            assert_eq!(capture_sectors(&lists[k]), expected, "list {k}");
        }
        assert_eq!(
            capture_sectors(&lists[1]),
            [Sector::new(1, 4), Sector::new(0, 2)]
        );
    }
}
