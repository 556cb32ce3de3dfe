//! The optional difficult-terrain rules of movement: which sectors are difficult (halting),
//! the bogging table and its roll on entering a sector (with wire and anti-tank obstacles,
//! which armour crushes or finds), and impassable sectors for vehicles.

use super::*;

pub(super) fn terrain_of(s: &State, sector: Sector) -> (Terrain, bool) {
    if !s.on_table(sector) {
        return (Terrain::Open, false);
    }
    let c = s.cells[s.sidx(sector)];
    (c.terrain, c.impassable)
}

/// Whether a road joins two adjacent sectors.
#[must_use]
pub fn road(s: &State, a: Sector, b: Sector) -> bool {
    Dir4::ALL
        .iter()
        .position(|&d| a.step(d) == b)
        .is_some_and(|k| s.on_table(a) && s.cells[s.sidx(a)].roads & (1 << k) != 0)
}

pub(super) fn obstacle(s: &State, sector: Sector, kind: Kind) -> bool {
    s.units_at(sector, Side::Defender)
        .any(|(_, u)| u.kind == kind)
}

/// Terrain class of a moving unit for the bogging table: 0 foot, 1 motorised/guns, 2 armour.
pub(super) fn class(u: &crate::state::Unit) -> usize {
    if u.kind.is_armour() {
        2
    } else if u.vehicle() {
        1
    } else {
        0
    }
}

/// The bogging table: minimum d6 to enter, by terrain row and unit class.
#[must_use]
pub fn bogging_threshold(row: &str, class: usize) -> u8 {
    let t: [u8; 3] = match row {
        "road" => [1, 1, 1],
        "open" => [1, 3, 2],
        "urban" | "woods" | "hills" => [3, 4, 4],
        "swamp" => [3, 5, 5],
        "bridge" => [2, 4, 3],
        "river" => [4, 5, 6],
        "wire" => [5, 6, 2],
        "at-obstacle" => [1, 3, 3],
        _ => [1, 1, 1],
    };
    t[class.min(2)]
}

pub(super) fn terrain_row(t: Terrain) -> &'static str {
    match t {
        Terrain::Open => "open",
        Terrain::Urban => "urban",
        Terrain::Woods => "woods",
        Terrain::Hills => "hills",
        Terrain::Swamp => "swamp",
        Terrain::River => "river",
        Terrain::Bridge => "bridge",
    }
}

pub(super) fn natural_difficult(t: Terrain) -> bool {
    !matches!(t, Terrain::Open | Terrain::Bridge)
}

/// Whether entering `to` from `from` is difficult for unit `i` (halting option).
pub(super) fn difficult(s: &State, i: usize, from: Sector, to: Sector) -> bool {
    let u = &s.units[i];
    let (t, _) = terrain_of(s, to);
    let natural = natural_difficult(t) && !road(s, from, to);
    let wire = obstacle(s, to, Kind::Wire) && !u.kind.is_armour();
    let at = obstacle(s, to, Kind::AtObstacle) && u.vehicle();
    natural || wire || at
}

pub(super) fn impassable(s: &State, i: usize, from: Sector, to: Sector) -> bool {
    if s.rules.terrain == TerrainOption::None || !s.units[i].vehicle() {
        return false;
    }
    let (t, imp) = terrain_of(s, to);
    imp && t != Terrain::Bridge && !road(s, from, to)
}

pub(super) fn bogging_roll(
    s: &mut State,
    i: usize,
    from: Sector,
    to: Sector,
    dice: &mut Dice,
) -> bool {
    let c = class(&s.units[i]);
    let (t, _) = terrain_of(s, to);
    let mut need = bogging_threshold(
        if road(s, from, to) {
            "road"
        } else {
            terrain_row(t)
        },
        c,
    );
    let wire = obstacle(s, to, Kind::Wire);
    if wire {
        need = need.max(bogging_threshold("wire", c));
    }
    if obstacle(s, to, Kind::AtObstacle) {
        need = need.max(bogging_threshold("at-obstacle", c));
    }
    if need <= 1 {
        return true;
    }
    // An attacking unit that runs into wire or anti-tank obstacles finds them: the counters
    // that slow it are turned face up (the roll would give them away anyway).
    if s.units[i].side == Side::Attacker {
        for w in 0..s.units.len() {
            let o = &s.units[w];
            if o.loc == Loc::Table(to)
                && matches!(o.kind, Kind::Wire | Kind::AtObstacle)
                && o.face_down
            {
                let (counter, label) = (o.counter, o.label());
                s.set_face_down(w, false);
                dice.say(SeatSet::ALL, || {
                    format!(
                        "counter #{counter} in {} is {label}",
                        State::sector_name(to)
                    )
                });
            }
        }
    }
    // A face-down counter moving (a dummy: real units are revealed by moving) is the umpire's
    // secret: the attacker sees only where the counter ends up.
    let seen = if s.units[i].face_down {
        crate::state::UMPIRE_ONLY
    } else {
        SeatSet::ALL
    };
    let roll = dice.d6("bogging: enter a new sector", seen);
    let ok = roll >= need;
    let name = s.units[i].name.clone();
    dice.say(seen, || {
        format!(
            "{name} needs {need}+ to enter {}: rolled {roll}{}",
            State::sector_name(to),
            if ok { "" } else { " — bogged down" }
        )
    });
    if ok && wire && c == 2 {
        for w in 0..s.units.len() {
            if s.units[w].loc == Loc::Table(to) && s.units[w].kind == Kind::Wire {
                s.set_loc(w, Loc::Gone);
            }
        }
    }
    ok
}
