//! Fire that is not ground combat: corps fire missions (pre-battle and on-call on the TRPs),
//! support fire by batteries (steps 5 and 6), air strikes (RAP-3), thick fog (RAP-1) and the
//! optional moving-targets rule.

use umpire_core::{Dice, Seat, SeatSet};

use crate::action::{Action, Target};
use crate::state::division_of_seat;
use crate::state::{seat, Kind, Loc, Phase, Sector, Side, State, Unit, ATTACKERS, UMPIRE_ONLY};

/// The lowest d6 that kills this target: 6, or with moving targets 5 for a unit that moved
/// this turn and 4 for moving cavalry.
#[must_use]
pub fn kill_threshold(s: &State, u: &Unit) -> u8 {
    if !s.rules.moving_targets || !u.moved {
        6
    } else if u.kind == Kind::Cavalry || u.mounted {
        4
    } else {
        5
    }
}

/// Support range of a battery in sectors (RAP-1): mortars 1, artillery and rockets 2.
#[must_use]
pub fn range(kind: Kind) -> u8 {
    match kind {
        Kind::Mortar => 1,
        Kind::Artillery | Kind::Rockets => 2,
        _ => 0,
    }
}

/// Whether fire by `side` may be directed at `target` now: in thick fog only at a sector that
/// holds or is orthogonally next to one of its own on-table fighting units (RAP-1).
#[must_use]
pub fn fog_allows(s: &State, side: Side, target: Sector) -> bool {
    Sight::of(s).may_aim(s, side, target)
}

/// What the fire rules read from the whole table, gathered in one pass over the units so that
/// listing a phase's fire does not rescan them for every battery and target.
#[derive(Clone, Copy, Debug)]
pub struct Sight {
    /// Sectors each side (by [`Side::idx`]) may aim at (all of them without thick fog).
    aim: [u128; 2],
    /// Sectors holding a unit of each side that makes them enemy-occupied (RAP-4).
    occupied: [u128; 2],
    /// Sectors holding any unit or counter of each side.
    present: [u128; 2],
}

impl Sight {
    /// Gathers the table's sight now.
    #[must_use]
    pub fn of(s: &State) -> Self {
        let occ = s.occupancy();
        let aim = if s.fog {
            occ.fighting_set.map(|m| s.with_neighbours(m))
        } else {
            [u128::MAX; 2]
        };
        Self {
            aim,
            occupied: occ.occupied_set,
            present: occ.present_set,
        }
    }

    /// Whether `side` may aim at `target` (thick fog, RAP-1).
    #[must_use]
    pub fn may_aim(&self, s: &State, side: Side, target: Sector) -> bool {
        self.aim[side.idx()] & (1 << s.sidx(target)) != 0
    }
}

/// Removes a unit as killed, telling each side what it may know.
pub fn kill(s: &mut State, i: usize, by: &str, dice: &mut Dice) {
    s.set_loc(i, Loc::Gone);
    let u = &s.units[i];
    if !dice.narrating() {
        if u.side == Side::Defender && u.face_down {
            s.unseen_kills += 1;
        }
        return;
    }
    let (label, name, c) = (u.label(), u.name.clone(), u.counter);
    if u.side == Side::Defender && u.face_down {
        // RAP-7: a face-down counter is removed unseen.
        s.unseen_kills += 1;
        dice.say(UMPIRE_ONLY, || {
            format!("{by} kills {name} ({label}), counter #{c}, unseen.")
        });
        dice.say(ATTACKERS, || {
            format!("{by}: counter #{c} is removed; what it was is not known.")
        });
    } else if u.side == Side::Defender {
        dice.say(SeatSet::ALL, || {
            format!("{by} kills {name} ({label}), counter #{c}.")
        });
    } else {
        dice.say(SeatSet::ALL, || format!("{by} kills {name} ({label})."));
    }
}

/// Who sees a roll at a target: attackers do not see dice thrown at face-down counters.
fn seen_by(u: &Unit) -> SeatSet {
    if u.side == Side::Defender && u.face_down {
        UMPIRE_ONLY
    } else {
        SeatSet::ALL
    }
}

/// One fire mission on a sector: 1d6 at every defending counter (pre-battle), or at every unit
/// and counter of both sides (on-call, `everyone`).
pub fn fire_mission(s: &mut State, sector: Sector, everyone: bool, dice: &mut Dice) {
    let units = if everyone {
        0..s.units.len()
    } else {
        s.side_units(Side::Defender)
    };
    let targets: Vec<usize> = units
        .filter(|&i| s.units[i].loc == Loc::Table(sector))
        .collect();
    dice.say(SeatSet::ALL, || {
        format!("Fire mission on {}.", State::sector_name(sector))
    });
    for i in targets {
        let need = kill_threshold(s, &s.units[i]);
        let roll = dice.d6("fire mission: 1d6 a unit or counter", seen_by(&s.units[i]));
        if roll >= need {
            kill(s, i, "Fire mission", dice);
        }
    }
}

/// The unit a [`Target`] names for a shooter of `side`, if it is a live on-table target.
#[must_use]
pub fn resolve_target(s: &State, side: Side, t: Target) -> Option<usize> {
    let i = match (side, t) {
        (Side::Attacker, Target::Counter(c)) => s.by_counter(c)?,
        (Side::Defender, Target::Unit(u)) => usize::from(u),
        _ => return None,
    };
    let u = s.units.get(i)?;
    (u.side != side && u.sector().is_some()).then_some(i)
}

fn target_of(s: &State, i: usize) -> Target {
    let u = &s.units[i];
    match u.side {
        Side::Defender => Target::Counter(u.counter),
        Side::Attacker => Target::Unit(i as u16),
    }
}

/// Whether battery `b` may fire now (steps 5 and 6): alive on table, not yet fired, not in a
/// sector with enemy units.
#[must_use]
pub fn battery_ready(s: &State, b: usize) -> bool {
    ready(s, &Sight::of(s), b)
}

fn ready(s: &State, sight: &Sight, b: usize) -> bool {
    let u = &s.units[b];
    u.kind.is_battery()
        && !u.fired
        && u.sector()
            .is_some_and(|sec| sight.occupied[u.side.other().idx()] & (1 << s.sidx(sec)) == 0)
}

/// The sectors battery `b` may fire at: within its range (RAP-1) and not hidden by fog.
fn reach(s: &State, sight: &Sight, b: &Unit) -> u128 {
    let Some(from) = b.sector() else { return 0 };
    // The sectors within `range` orthogonal steps.
    let mut m = 1u128 << s.sidx(from);
    for _ in 0..range(b.kind) {
        m = s.with_neighbours(m);
    }
    m & sight.aim[b.side.idx()]
}

/// Whether unit `t` is a target of a battery of `side` whose reach is `reach`.
fn targetable(s: &State, reach: u128, side: Side, t: &Unit) -> bool {
    t.side != side
        && t.sector().is_some_and(|at| reach & (1 << s.sidx(at)) != 0)
        // Step 6: a defending battery cannot be targeted in the turn it was revealed.
        && !(side == Side::Attacker
            && t.kind.is_battery()
            && !t.face_down
            && t.revealed_turn == s.turn)
}

/// Targets battery `b` may fire at.
pub fn battery_targets(s: &State, b: usize) -> impl Iterator<Item = usize> + '_ {
    let sight = Sight::of(s);
    targets_in_sight(s, &sight, b)
}

fn targets_in_sight<'a>(s: &'a State, sight: &Sight, b: usize) -> impl Iterator<Item = usize> + 'a {
    let side = s.units[b].side;
    let reach = reach(s, sight, &s.units[b]) & sight.present[side.other().idx()];
    let enemies = if reach == 0 {
        0..0
    } else {
        s.side_units(side.other())
    };
    enemies.filter(move |&i| targetable(s, reach, side, &s.units[i]))
}

/// Legal fire actions of a seat in the fire phases and air strikes.
pub fn legal(s: &State, seat_: Seat, out: &mut Vec<Action>) {
    match s.phase {
        Phase::AirStrike { side } if seat_ == striker(side) => {
            let sight = Sight::of(s);
            for (i, u) in s.units.iter().enumerate() {
                if u.side != side && u.sector().is_some_and(|sec| sight.may_aim(s, side, sec)) {
                    out.push(Action::AirStrike {
                        target: target_of(s, i),
                    });
                }
            }
            out.push(Action::Done);
        }
        Phase::OnCallBombardment if seat_ == seat::CORPS => {
            let sight = Sight::of(s);
            for (k, &sec) in s.trps.iter().enumerate() {
                if s.trp_this_turn[k] < s.rules.oncall_per_trp
                    && sight.may_aim(s, Side::Attacker, sec)
                {
                    out.push(Action::FireMission { sector: sec });
                }
            }
            out.push(Action::Done);
        }
        Phase::DefenderSupportFire if seat_ == seat::UMPIRE => {
            batteries(s, Side::Defender, None, out);
            out.push(Action::Done);
        }
        Phase::AttackerSupportFire if !s.done.contains(seat_) => {
            if let Some(d) = division_of_seat(s, seat_) {
                let before = out.len();
                batteries(s, Side::Attacker, Some(d), out);
                // A division with nothing to fire at is not asked (see `sequence::support_seats`).
                if out.len() > before {
                    out.push(Action::Done);
                }
            }
        }
        _ => {}
    }
}

/// The seat that uses `side`'s air strike.
#[must_use]
pub fn striker(side: Side) -> Seat {
    match side {
        Side::Attacker => seat::CORPS,
        Side::Defender => seat::UMPIRE,
    }
}

fn batteries(s: &State, side: Side, division: Option<u8>, out: &mut Vec<Action>) {
    let sight = Sight::of(s);
    for b in s.occupancy().unfired[side.idx()].iter() {
        let u = &s.units[b];
        if division.is_some_and(|d| u.division != d) || !ready(s, &sight, b) {
            continue;
        }
        for t in targets_in_sight(s, &sight, b) {
            let target = target_of(s, t);
            out.push(Action::Fire {
                battery: b as u16,
                target,
                extra_ammo: false,
            });
            if side == Side::Attacker && s.extra_ammo {
                out.push(Action::Fire {
                    battery: b as u16,
                    target,
                    extra_ammo: true,
                });
            }
        }
    }
}

/// Whether any battery of `side` (of division `d`, for the attacker) can fire now.
#[must_use]
pub fn can_fire(s: &State, side: Side, division: Option<u8>) -> bool {
    can_fire_in_sight(s, &Sight::of(s), side, division)
}

/// [`can_fire`] with the table's sight already gathered.
#[must_use]
pub fn can_fire_in_sight(s: &State, sight: &Sight, side: Side, division: Option<u8>) -> bool {
    let enemies = s.side_units(side.other());
    s.occupancy().unfired[side.idx()].iter().any(|b| {
        let u = &s.units[b];
        if division.is_some_and(|d| u.division != d) || !ready(s, sight, b) {
            return false;
        }
        let reach = reach(s, sight, u) & sight.present[side.other().idx()];
        // Any attacking unit in reach is a target; the attacker must look closer, as a
        // battery revealed this turn is not (step 6).
        reach != 0
            && (side == Side::Defender
                || s.units[enemies.clone()]
                    .iter()
                    .any(|t| targetable(s, reach, side, t)))
    })
}

/// Applies a fire action (already checked).
pub fn apply(s: &mut State, seat_: Seat, a: &Action, dice: &mut Dice) {
    match *a {
        Action::AirStrike { target } => {
            let Phase::AirStrike { side } = s.phase else {
                return;
            };
            if let Some(i) = resolve_target(s, side, target) {
                let roll = dice.d6("air strike: support point", seen_by(&s.units[i]));
                if roll >= kill_threshold(s, &s.units[i]) {
                    kill(s, i, "The air strike", dice);
                } else {
                    dice.say(SeatSet::ALL, || "The air strike misses.".into());
                }
            }
            // The strike is over: the sequence of play goes on to movement.
            s.done = s.done.with(striker(side));
        }
        Action::FireMission { sector } if s.phase == Phase::OnCallBombardment => {
            if let Some(k) = s.trps.iter().position(|&t| t == sector) {
                s.trp_this_turn[k] += 1;
                s.trp_fired[k] = true;
            }
            s.oncall_fm_left -= 1;
            s.oncall_this_turn += 1;
            fire_mission(s, sector, true, dice);
        }
        Action::Fire {
            battery,
            target,
            extra_ammo,
        } => support_fire(s, usize::from(battery), target, extra_ammo, dice),
        Action::Done => match s.phase {
            Phase::AirStrike { side } => s.done = s.done.with(striker(side)),
            _ => s.done = s.done.with(seat_),
        },
        _ => {}
    }
}

fn support_fire(s: &mut State, b: usize, target: Target, extra: bool, dice: &mut Dice) {
    let side = s.units[b].side;
    if s.units[b].face_down {
        // The umpire may reveal a battery so that it can fire.
        s.set_face_down(b, false);
        s.units[b].revealed_turn = s.turn;
    }
    s.edit_unit(b, |u| u.fired = true);
    let u = &s.units[b];
    let shooter = u.name.clone();
    if extra {
        s.extra_ammo = false;
    }
    let Some(t) = resolve_target(s, side, target) else {
        return;
    };
    let need = kill_threshold(s, &s.units[t]);
    let mut hit = false;
    for _ in 0..(1 + u8::from(extra)) {
        let roll = dice.d6("support fire: 1d6 at one unit", seen_by(&s.units[t]));
        hit |= roll >= need;
    }
    if hit {
        kill(s, t, &shooter, dice);
    } else {
        dice.say(SeatSet::ALL, || format!("{shooter} fires and misses."));
    }
}
