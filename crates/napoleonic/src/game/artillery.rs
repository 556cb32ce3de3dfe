//! Artillery (sections 3A–3H, 6A, 6D; NAP-3, NAP-4): every gun's shot placed by the simulated
//! shot and applied after all have fired, the stands, guns and wagons it strikes, fire set to
//! buildings, canister in the artillery step and canister held for the enemy's move.

use super::*;

/// Turns a battery's layout, drawn facing north around its square's centre, to `facing`:
/// each part's offset across and along the facing, and its footprint across by along, become
/// a rectangle on the table. Diagonal facings lie as the nearest side clockwise (north-east as
/// north, south-east as east...), as infantry's diagonals lie north–south or east–west.
pub(super) fn battery_turn(facing: Dir8) -> impl Fn(f64, f64, f64, f64, f64, f64) -> Rect {
    move |cx, cy, across, along, w, h| match facing {
        Dir8::N | Dir8::NE => Rect {
            x: cx + across,
            y: cy + along,
            w,
            h,
        },
        Dir8::E | Dir8::SE => Rect {
            x: cx + along,
            y: cy - across,
            w: h,
            h: w,
        },
        Dir8::S | Dir8::SW => Rect {
            x: cx - across,
            y: cy - along,
            w,
            h,
        },
        Dir8::W | Dir8::NW => Rect {
            x: cx - along,
            y: cy + across,
            w: h,
            h: w,
        },
    }
}

/// A uniform number in [0, 1) from two recorded dice rolls of 65,535 faces.
pub(super) fn uniform(dice: &mut Dice, purpose: &'static str) -> f64 {
    crate::shot::uniform_from_dice(dice, purpose)
}

/// Destroys `n` stands of unit `i` (and the unit when none are left); a battery whose crew is
/// all lost leaves its guns and wagon on the field (UMP-NAP-26).
pub fn kill_stands(state: &mut State, i: usize, n: u32) -> u32 {
    let u = &mut state.units[i];
    let k = n.min(u.stands);
    u.stands -= k;
    if u.stands == 0 {
        u.status = if u.kind.battery() && (!u.guns.is_empty() || u.wagon) {
            Status::Abandoned
        } else {
            Status::Destroyed
        };
    }
    // A square that loses a face is broken (8C); a person then faces it one way. A corner of a
    // square of several units breaks the whole of it (`settle_squares`).
    if u.formation == Formation::Square && u.square_with.is_none() && u.stands < 4 {
        u.formation = Formation::Line;
        let idx = u16::try_from(i).unwrap_or(u16::MAX);
        if u.on_board()
            && state.sides[usize::from(u.side)].owner_chooses
            && !state.to_face.contains(&idx)
        {
            state.to_face.push(idx);
        }
    }
    settle_squares(state);
    k
}

/// A unit that moved along `path` (its squares, the start first) meets the guns left on the
/// field in the squares it passes or ends in (2F, 5H; UMP-NAP-26): any battery of the guns'
/// own side, with room for them (2C: two guns and a wagon), takes them up and moves them from
/// now on, at the slower battery's rate ([`State::move_rate`]); an enemy unit captures them (they are removed, UMP-NAP-17); any other unit of
/// their side passes them by. Where enemy troops stand with them, the melee decides (5H).
pub fn meet_abandoned_guns(state: &mut State, i: usize, path: &[Square], dice: &mut Dice) {
    let side = state.units[i].side;
    for &sq in path.iter().skip(1) {
        // Where enemy troops stand, the melee decides who has the equipment (5H).
        if state.units_at(sq).any(|j| state.units[j].side != side) {
            continue;
        }
        let left: Vec<usize> = (0..state.units.len())
            .filter(|&j| state.units[j].status == Status::Abandoned && state.units[j].square == sq)
            .collect();
        for j in left {
            let (u, g) = (&state.units[i], &state.units[j]);
            let name = u.name.clone();
            let theirs = g.name.clone();
            if u.side != g.side {
                let g = &mut state.units[j];
                g.guns.clear();
                g.wagon = false;
                g.status = Status::Destroyed;
                report(
                    state,
                    dice,
                    format!("{name} captures the guns {theirs} left on the field"),
                );
            } else if u.kind.battery() && u.guns.len() + g.guns.len() <= 2 && !(u.wagon && g.wagon)
            {
                let (guns, wagon) = (
                    std::mem::take(&mut state.units[j].guns),
                    state.units[j].wagon,
                );
                state.units[j].wagon = false;
                state.units[j].status = Status::Joined;
                let u = &mut state.units[i];
                u.guns.extend(guns);
                u.wagon |= wagon;
                report(
                    state,
                    dice,
                    format!("{name} takes up the guns {theirs} left on the field"),
                );
            }
        }
    }
}

/// Step 1: every shot and canister order of both sides, resolved together.
pub fn resolve_artillery(state: &mut State, dice: &mut Dice) {
    state.marks.clear();
    let shots = std::mem::take(&mut state.shots);
    let canister = std::mem::take(&mut state.canister);
    // Guns fire even if destroyed this turn (3A): all shots are placed first, then applied.
    let mut hits: Vec<(usize, Part)> = Vec::new();
    let mut fires: Vec<Square> = Vec::new();
    for (side, o) in &shots {
        let b = usize::from(o.battery);
        let gun_sq = state.units[b].square;
        let sq = state.shot.square;
        let (gx, gy) = (
            f64::from(gun_sq.x) * sq + sq / 2.0,
            f64::from(gun_sq.y) * sq + sq / 2.0,
        );
        let (ax, ay) = (inches(o.aim[0]), inches(o.aim[1]));
        let (dx, dy) = (ax - gx, ay - gy);
        let range = (dx * dx + dy * dy).sqrt().max(0.1);
        let (ux, uy) = (dx / range, dy / range);
        let params = state.shot;
        let from = dice.mark();
        let (across, along) = impact_from(o.gun, range, &params, &mut || {
            uniform(dice, "artillery shot: flight of the shell")
        });
        let ix = ax + across * uy + along * ux;
        let iy = ay - across * ux + along * uy;
        let mark = ShotMark {
            side: *side,
            aim: o.aim,
            impact: [(ix * 10.0).round() as i32, (iy * 10.0).round() as i32],
        };
        state.marks.push(mark);
        let landed = Square::new(
            (ix / sq).floor().clamp(-1.0, 100.0) as i8,
            (iy / sq).floor().clamp(-1.0, 100.0) as i8,
        );
        let name = state.units[b].name.clone();
        let flight = Flight {
            battery: &name,
            gun: o.gun,
            aim: (ax, ay),
            range,
            sigma: params.sigma_base + params.sigma_per_inch * range,
            offset: (across, along),
            impact: (ix, iy),
        };
        let Some(t) = state.terrain(landed) else {
            report(
                state,
                dice,
                format!("{name}'s {} shot lands off the board", o.gun.name()),
            );
            dice.card(SeatSet::ALL, from, || {
                flight.card("it lands off the board: no one hit")
            });
            continue;
        };
        if t == Terrain::Water {
            report(state, dice, format!("{name}'s shot falls in the water"));
            dice.card(SeatSet::ALL, from, || {
                flight.card("it falls in the water: no one hit")
            });
            continue;
        }
        // A gun or wagon is destroyed only when the shell lands on it.
        let mut target: Option<(usize, Part)> = None;
        'outer: for j in 0..state.units.len() {
            if !state.units[j].on_board() || !state.units[j].kind.battery() {
                continue;
            }
            for (p, r) in state.parts_iter(j) {
                if !matches!(p, Part::Stand) && r.contains(ix, iy) {
                    target = Some((j, p));
                    break 'outer;
                }
            }
        }
        if target.is_none() {
            // The one stand nearest inside the circle; in a protected square only a stand in
            // that square, within the circle of the shell (6A).
            let mut best: Option<(f64, usize)> = None;
            for j in 0..state.units.len() {
                if !state.units[j].on_board() {
                    continue;
                }
                let js = state.units[j].square;
                let protected = state.terrain(js).is_some_and(Terrain::protected);
                if protected && js != landed {
                    continue;
                }
                for (p, r) in state.parts_iter(j) {
                    if p != Part::Stand {
                        continue;
                    }
                    let d = r.distance(ix, iy);
                    if d <= params.circle && best.is_none_or(|(bd, _)| d < bd) {
                        best = Some((d, j));
                    }
                }
            }
            target = best.map(|(_, j)| (j, Part::Stand));
        }
        match target {
            Some((j, p)) => {
                let what = match p {
                    Part::Stand => format!("a stand of {}", state.units[j].name),
                    Part::Gun(_) => format!("a gun of {}", state.units[j].name),
                    Part::Wagon => format!("the wagon of {}", state.units[j].name),
                };
                report(
                    state,
                    dice,
                    format!(
                        "{name}'s {} shot lands at {:.1}\",{:.1}\": {what} is hit",
                        o.gun.name(),
                        ix,
                        iy
                    ),
                );
                dice.card(SeatSet::ALL, from, || {
                    flight.card(&format!(
                        "{what} is hit: it loses a stand{} once every shot has landed (3A)",
                        if p == Part::Stand { "" } else { " with it" }
                    ))
                });
                hits.push((j, p));
            }
            None => {
                report(
                    state,
                    dice,
                    format!(
                        "{name}'s {} shot lands at {:.1}\",{:.1}\": no one hit",
                        o.gun.name(),
                        ix,
                        iy
                    ),
                );
                let circle = params.circle;
                dice.card(SeatSet::ALL, from, || {
                    flight.card(&format!(
                        "no stand within {circle:.1}\" of the impact, nor a gun or wagon under it: no one hit"
                    ))
                });
            }
        }
        if t.inflammable() {
            fires.push(landed);
        }
    }
    // Canister fired with the rest of the artillery.
    let mut canister_kills: Vec<(usize, Canister)> = Vec::new();
    for (_, c) in &canister {
        let k = canister_dice_kills(
            state,
            usize::from(c.battery),
            usize::from(c.target),
            c.gun,
            dice,
        );
        canister_kills.push((usize::from(c.target), k));
    }
    for (j, p) in hits {
        match p {
            Part::Stand => {
                kill_stands(state, j, 1);
            }
            Part::Gun(g) => {
                let u = &mut state.units[j];
                if g < u.guns.len() {
                    u.guns.remove(g);
                }
                kill_stands(state, j, 1);
            }
            Part::Wagon => {
                state.units[j].wagon = false;
                kill_stands(state, j, 1);
            }
        }
    }
    for (j, c) in canister_kills {
        let killed = kill_stands(state, j, c.kills);
        let name = state.units[j].name.clone();
        report(state, dice, format!("canister: {name} loses {killed}"));
        let rolls = c.rolls.clone();
        dice.card_of(SeatSet::ALL, rolls, || c.card(state, j, killed));
    }
    for s in fires {
        burn(state, s, dice);
    }
}

/// 6D: a shell touching trees, houses or a bridge: two dice; one 1 sets the square burning
/// (everyone in it falls back a square; it is impassable after), double ones burn it out
/// (everything in it destroyed; it is open ground after).
pub(super) fn burn(state: &mut State, s: Square, dice: &mut Dice) {
    if !state.terrain(s).is_some_and(Terrain::inflammable) {
        return;
    }
    let a = dice.d6("fire: first die (a 1 sets it burning)", SeatSet::ALL);
    let b = dice.d6("fire: second die (double 1 burns it out)", SeatSet::ALL);
    if a == 1 && b == 1 {
        let inside: Vec<usize> = state.units_at(s).collect();
        for j in inside {
            state.units[j].status = Status::Destroyed;
        }
        state.set_terrain(s, Terrain::Open);
        report(state, dice, format!("square {},{} burns out", s.x, s.y));
    } else if a == 1 || b == 1 {
        state.set_terrain(s, Terrain::Burning);
        let inside: Vec<usize> = state.units_at(s).collect();
        for j in inside {
            retreat(
                state,
                j,
                state.sides[usize::from(state.units[j].side)].rear,
                1,
                dice,
            );
        }
        report(state, dice, format!("square {},{} is burning", s.x, s.y));
    }
}

/// A battery's canister rolled: for the losses and the result card.
pub(super) struct Canister {
    /// The battery.
    battery: usize,
    /// Its guns' shots, each a list of the guns firing it.
    slots: Vec<Vec<Gun>>,
    /// The target stands in a protected square.
    protected: bool,
    /// The die each needs.
    need: u8,
    /// The dice's indices among the step's rolls.
    rolls: std::ops::Range<usize>,
    /// Kills rolled.
    pub kills: u32,
}

impl Canister {
    /// The result card: the battery's shots and dice, the target, the face needed, the kills
    /// and the stands `lost`.
    fn card(&self, state: &State, target: usize, lost: u32) -> umpire_core::Card {
        let shots: Vec<String> = self
            .slots
            .iter()
            .map(|s| {
                let per = if s.contains(&Gun::Horse) { 2 } else { 3 };
                let names: Vec<&str> = s.iter().map(|g| g.name()).collect();
                format!("{} ({per} dice)", names.join(" and "))
            })
            .collect();
        let dice = self.rolls.len();
        let name = &state.units[self.battery].name;
        let tname = &state.units[target].name;
        let mut lines = Vec::new();
        if self.protected {
            lines.push("the target is in a protected square: one die fewer a shot (6A)".into());
        }
        lines.push(format!(
            "{dice} dice, each kills on {}–6 (as musketry at range 1)",
            self.need
        ));
        lines.push(format!(
            "{} hit{}; {tname} loses {lost} stand{}",
            self.kills,
            if self.kills == 1 { "" } else { "s" },
            if lost == 1 { "" } else { "s" }
        ));
        umpire_core::Card {
            kind: "canister".into(),
            title: format!("{name} fires canister at {tname}"),
            sides: vec![
                format!("battery: {name}: {}", shots.join(", ")),
                format!("target: {tname}"),
            ],
            dice: Vec::new(),
            lines,
            read: None,
        }
    }
}

/// Canister (3H): three dice a field gun or howitzer shot, two a horse gun shot, one fewer a
/// gun into a protected square; kills as musketry at range 1.
/// Canister of battery `b` at `target`: three dice a field or howitzer shot, two a horse gun's,
/// one fewer a gun into a protected square (3H, 6A); `gun`: that one gun, else every gun.
pub(super) fn canister_dice_kills(
    state: &State,
    b: usize,
    target: usize,
    gun: Option<Gun>,
    dice: &mut Dice,
) -> Canister {
    let slots: Vec<Vec<Gun>> = match gun {
        Some(g) => vec![vec![g]],
        None => state.shot_slots(b),
    };
    let protected = state
        .terrain(state.units[target].square)
        .is_some_and(Terrain::protected);
    let n: u32 = slots
        .iter()
        .map(|s| {
            let per = if s.contains(&Gun::Horse) { 2 } else { 3 };
            per - u32::from(protected)
        })
        .sum();
    let need = state.house.kill_face(1).unwrap_or(5);
    let from = dice.mark();
    let kills = (0..n)
        .filter(|_| dice.d6("canister: one die (5-6 kills)", SeatSet::ALL) >= need)
        .count()
        .try_into()
        .unwrap_or(0);
    Canister {
        battery: b,
        slots,
        protected,
        need,
        rolls: from..dice.mark(),
        kills,
    }
}

/// Step 4: battery `b` fires its held canister at unit `t`; returns the stands lost.
pub fn held_canister(state: &mut State, b: usize, t: usize, dice: &mut Dice) -> u32 {
    let c = canister_dice_kills(state, b, t, None, dice);
    let lost = kill_stands(state, t, c.kills);
    let rolls = c.rolls.clone();
    dice.card_of(SeatSet::ALL, rolls, || c.card(state, t, lost));
    lost
}

/// Whether any held canister of the defender has a target (an enemy unit now next to the
/// battery within its arc, or one that passed through such a square this turn).
#[must_use]
pub fn canister_targets(state: &State, b: usize) -> Vec<usize> {
    let u = &state.units[b];
    if !u.holding || !u.on_board() || u.stands == 0 {
        return Vec::new();
    }
    (0..state.units.len())
        .filter(|&j| {
            let e = &state.units[j];
            e.on_board()
                && e.side != u.side
                && !state.side_at(e.square, u.side)
                && e.path.iter().chain(std::iter::once(&e.square)).any(|&s| {
                    s.chebyshev(u.square) == 1 && off_facing(u.facing, u.square, s) <= 45.5
                })
        })
        .collect()
}

/// A shot's flight, for its result card (3B–3D).
struct Flight<'a> {
    battery: &'a str,
    gun: Gun,
    aim: (f64, f64),
    range: f64,
    sigma: f64,
    offset: (f64, f64),
    impact: (f64, f64),
}

impl Flight<'_> {
    /// The card: the battery and gun, the aim and range, the spread read at that range, where
    /// the shell landed and `result`.
    fn card(&self, result: &str) -> umpire_core::Card {
        let (across, along) = self.offset;
        let roll = if self.gun == Gun::Howitzer {
            "a howitzer shell does not roll on"
        } else {
            "a ball rolls on beyond its fall"
        };
        umpire_core::Card {
            kind: "shot".into(),
            title: format!("{}'s {} shot", self.battery, self.gun.name()),
            sides: vec![
                format!("gun: {}'s {}", self.battery, self.gun.name()),
                format!(
                    "aimed at {:.1}\",{:.1}\", {:.1}\" away",
                    self.aim.0, self.aim.1, self.range
                ),
            ],
            dice: Vec::new(),
            lines: vec![
                format!(
                    "spread at this range: {:.2}\" each way (one standard deviation); {roll}",
                    self.sigma
                ),
                format!(
                    "the shell lands {:.1}\" off the line of fire and {:.1}\" {} the aim, at {:.1}\",{:.1}\"",
                    across.abs(),
                    along.abs(),
                    if along < 0.0 { "short of" } else { "beyond" },
                    self.impact.0,
                    self.impact.1
                ),
                result.to_owned(),
            ],
            read: None,
        }
    }
}
