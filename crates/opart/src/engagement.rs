//! Engaging the enemy (section 14): who may fire at whom (ranges, line of sight OPA-6, one
//! initiation per stand, one stand of a hex against a given enemy stand, OPA-7), the transient
//! effects (command stand adjacent, artillery at an adjacent hex, cover, flank and rear OPA-2),
//! and the results: erosion of combat value and morale (sections 8, 9; OPA-9) and withdrawal
//! (OPA-5).

use umpire_core::geometry::hex::angle_between;
use umpire_core::geometry::{Hex, HexDir};
use umpire_core::{Dice, SeatSet};

use crate::combat::{resolve, CombatResult, Fighter};
use crate::map::Terrain;
use crate::state::State;

/// Whether stand `a` may open fire on stand `t` now.
#[must_use]
pub fn may_attack(s: &State, a: usize, t: usize) -> bool {
    let (sa, st) = (&s.stands[a], &s.stands[t]);
    let (Some(ha), Some(_)) = (sa.hex, st.hex) else {
        return false;
    };
    // Ranges run from the firer's front hex to any hex the target occupies (section 7).
    let seen = |ht: Hex| {
        ha.distance(ht) <= u16::from(sa.spec.range())
            && (sa.is_artillery() || s.map.line_of_sight(ha, ht))
    };
    !sa.initiated
        && s.side_of(a) != s.side_of(t)
        && [st.hex, st.rear()].into_iter().flatten().any(seen)
        && !s.engaged.contains(&(ha, t as u16))
}

/// The hex of stand `t` that stand `a` fires at: the one nearest `a`'s front hex, the front on
/// a tie (only a large stand has two, section 7).
#[must_use]
pub fn aimed_hex(s: &State, a: usize, t: usize) -> Option<Hex> {
    let (ha, ht) = (s.stands[a].hex?, s.stands[t].hex?);
    Some(match s.stands[t].rear() {
        Some(r) if r.distance(ha) < ht.distance(ha) => r,
        _ => ht,
    })
}

/// OPA-2: the attack comes in on the flank or rear when the attacker's bearing from the
/// defender is more than 90° from the defender's facing.
#[must_use]
pub fn from_flank_or_rear(defender: Hex, facing: HexDir, attacker: Hex) -> bool {
    angle_between(defender.bearing_to(attacker), facing.bearing()) > 90.0 + 1e-9
}

/// The summed transient effects of each side: (attacker, defender).
#[must_use]
pub fn effects(s: &State, a: usize, t: usize) -> (i32, i32) {
    let (sa, st) = (&s.stands[a], &s.stands[t]);
    let (Some(ha), Some(ht), Some(aimed)) = (sa.hex, st.hex, aimed_hex(s, a, t)) else {
        return (0, 0);
    };
    let command = |i: usize, at: Hex| -> i32 {
        let c = s.divisions[usize::from(s.stands[i].division)].command;
        match s.stands[c].hex {
            // In the same hex or the next (UMP-OPA-13).
            Some(ch) if c != i && ch.distance(at) <= 1 => i32::from(s.stands[c].value),
            _ => 0,
        }
    };
    let mut att = command(a, ha);
    if sa.is_artillery() && ha.distance(aimed) == 1 {
        att += 1;
    }
    // Cover is the ground of the hex fired at; the flank and rear are the front hex's.
    let cell = s.map.cell(aimed);
    if cell.works
        || matches!(
            cell.terrain,
            Terrain::Woods | Terrain::BuiltUp | Terrain::Village
        )
    {
        att -= 2;
    }
    if from_flank_or_rear(ht, st.facing, ha) {
        att += 3;
    }
    (att, command(t, ht))
}

/// Opens fire: resolves the combat and applies its result.
pub fn attack(s: &mut State, a: usize, t: usize, dice: &mut Dice) {
    let (ma, md) = effects(s, a, t);
    let fa = Fighter {
        combat_value: i32::from(s.stands[a].value),
        modifier: ma,
        die: s.divisions[usize::from(s.stands[a].division)].die,
    };
    let fd = Fighter {
        combat_value: i32::from(s.stands[t].value),
        modifier: md,
        die: s.divisions[usize::from(s.stands[t].division)].die,
    };
    s.stands[a].initiated = true;
    if let Some(ha) = s.stands[a].hex {
        s.engaged.push((ha, t as u16));
    }
    let mark = dice.mark();
    let before = (s.stands[a].value, s.stands[t].value);
    let r = resolve(fa, fd, dice);
    let (na, nt) = (s.stands[a].name.clone(), s.stands[t].name.clone());
    dice.say(SeatSet::ALL, || {
        format!(
            "{na} (power {}) engages {nt} (power {}): {}{}",
            r.attacker.1,
            r.defender.1,
            r.result.name(),
            if r.rolloffs.is_empty() {
                String::new()
            } else {
                let rolls: Vec<String> = r
                    .rolloffs
                    .iter()
                    .map(|(x, y)| format!("{x} against {y}"))
                    .collect();
                format!(" after roll-offs of {}", rolls.join(", "))
            }
        )
    });
    match r.result {
        CombatResult::Ineffective => {}
        CombatResult::AttackerLoses1 => lose(s, a, 1, dice),
        CombatResult::DefenderLoses1 => lose(s, t, 1, dice),
        CombatResult::DefenderLoses2 => lose(s, t, 2, dice),
        CombatResult::DefenderLoses2Withdraws => {
            lose(s, t, 2, dice);
            if s.stands[t].hex.is_some() {
                withdraw(s, t, dice);
            }
        }
    }
    let after = (s.stands[a].value, s.stands[t].value);
    dice.card(SeatSet::ALL, mark, || {
        combat_card(&na, &nt, (fa, fd), &r, before, after)
    });
}

/// The result card of one engagement: the two stands with value, effects and die, the powers
/// compared (OPA-3's table row), the roll-offs and what each lost.
fn combat_card(
    na: &str,
    nt: &str,
    (fa, fd): (Fighter, Fighter),
    r: &crate::combat::Resolution,
    before: (u8, u8),
    after: (u8, u8),
) -> umpire_core::Card {
    let side = |role: &str, name: &str, f: &Fighter, (roll, power): (u8, i64)| {
        format!(
            "{role}: {name}, value {} {:+} effects, d{} rolled {roll}: power {power}",
            f.combat_value,
            f.modifier,
            f.die.sides()
        )
    };
    let (pa, pd) = (r.attacker.1, r.defender.1);
    let row = if pa < pd {
        format!("power {pa} below {pd}: ineffective")
    } else if pa == pd {
        format!("power {pa} equals {pd}: roll-off, the lower die loses")
    } else if 2 * pd >= pa {
        format!("power {pa} up to twice {pd}: the defender loses 1")
    } else if 4 * pd >= pa {
        format!("power {pa} up to four times {pd}: the defender loses 2")
    } else {
        format!("power {pa} over four times {pd}: the defender loses 2 and withdraws")
    };
    let mut lines = vec![row];
    for (x, y) in &r.rolloffs {
        lines.push(format!("roll-off: attacker {x}, defender {y}"));
    }
    lines.push(format!("result: {}", r.result.name().replace('-', " ")));
    for (name, b, a) in [(na, before.0, after.0), (nt, before.1, after.1)] {
        if a < b {
            let gone = if a == 0 { ", destroyed" } else { "" };
            lines.push(format!("{name} loses {} (value {b} → {a}){gone}", b - a));
        }
    }
    umpire_core::Card {
        kind: "combat".into(),
        title: format!("{na} engages {nt}"),
        sides: vec![
            side("attacker", na, &fa, r.attacker),
            side("defender", nt, &fd, r.defender),
        ],
        dice: Vec::new(),
        lines,
        read: Some(umpire_core::TableRead::cell(
            "combat",
            crate::combat::band(pa, pd),
            0,
        )),
    }
}

/// A stand loses combat value; its division loses as much morale (section 9); at 0 it is
/// removed (OPA-9).
pub fn lose(s: &mut State, i: usize, n: u8, dice: &mut Dice) {
    let lost = n.min(s.stands[i].value);
    s.stands[i].value -= lost;
    let d = usize::from(s.stands[i].division);
    if !s.divisions[d].assets {
        s.divisions[d].morale = s.divisions[d].morale.saturating_sub(u16::from(lost));
    }
    if s.stands[i].value == 0 {
        s.stands[i].hex = None;
        let name = s.stands[i].name.clone();
        dice.say(SeatSet::ALL, || format!("{name} is destroyed."));
    }
}

/// OPA-5: the stand falls back until no enemy stand is adjacent, by the shortest way over
/// ground it could move on; more than the limit (4 hexes), or no way at all, destroys it.
/// Among the nearest clear hexes a person holding the stand's seat chooses (the state waits
/// with `pending`); the engine takes the one farthest from the enemy for bots.
pub fn withdraw(s: &mut State, i: usize, dice: &mut Dice) {
    let Some(start) = s.stands[i].hex else { return };
    let enemy = s.side_of(i).other();
    let limit = u16::from(s.rules.withdrawal_limit);
    // A large stand keeps its facing: its rear must be clear of the enemy too (section 7).
    let facing = s.stands[i].facing;
    let large = s.stands[i].large;
    let clear = |s: &State, h: Hex| {
        let ok = |h: Hex| !h.neighbours().iter().any(|&n| s.has_side(n, enemy));
        ok(h) && (!large || ok(crate::state::rear_of(h, facing)))
    };
    let mut seen = vec![start];
    let mut layer = vec![start];
    let mut found = None;
    for _ in 0..limit {
        let mut next = Vec::new();
        for &h in &layer {
            for n in h.neighbours() {
                if seen.contains(&n) || !passable(s, i, h, n) {
                    continue;
                }
                seen.push(n);
                next.push(n);
            }
        }
        next.sort_by_key(|h| (std::cmp::Reverse(s.nearest(*h, enemy)), h.to_offset()));
        let options: Vec<Hex> = next
            .iter()
            .copied()
            .filter(|&h| clear(s, h) && s.room_for(i, h) && s.rear_fits(i, h, facing))
            .collect();
        found = options.first().copied();
        if options.len() > 1 && owner_chooses(s, i) {
            let name = s.stands[i].name.clone();
            dice.say(SeatSet::ALL, || {
                format!("{name} must withdraw; its commander chooses where.")
            });
            s.pending = Some(crate::state::Withdrawal {
                stand: i as u16,
                options,
            });
            return;
        }
        if found.is_some() || next.is_empty() {
            break;
        }
        layer = next;
    }
    let name = s.stands[i].name.clone();
    match found {
        Some(h) => {
            s.stands[i].hex = Some(h);
            dice.say(SeatSet::ALL, || {
                format!("{name} withdraws to {}.", State::hex_name(h))
            });
        }
        None => {
            lose(s, i, s.stands[i].value, dice);
            dice.say(SeatSet::ALL, || {
                format!("{name} cannot withdraw and is destroyed.")
            });
        }
    }
}

/// Whether a person holds the seat of stand `i`'s formation (section 13's choice is theirs).
fn owner_chooses(s: &State, i: usize) -> bool {
    let seat = s.divisions[usize::from(s.stands[i].division)].seat;
    crate::SEATS
        .get(usize::from(seat))
        .is_some_and(|name| s.rules.owner_choices.iter().any(|c| c == name))
}

/// Ends a pending withdrawal in hex `h` (one of its options).
pub fn withdraw_to(s: &mut State, h: Hex, dice: &mut Dice) {
    let Some(w) = s.pending.take() else { return };
    let i = usize::from(w.stand);
    s.stands[i].hex = Some(h);
    let name = s.stands[i].name.clone();
    dice.say(SeatSet::ALL, || {
        format!("{name} withdraws to {}.", State::hex_name(h))
    });
}

fn passable(s: &State, i: usize, from: Hex, to: Hex) -> bool {
    let enemy = s.side_of(i).other();
    if !s.map.contains(to) || s.has_side(to, enemy) {
        return false;
    }
    let (a, b) = (s.map.cell(from), s.map.cell(to));
    s.stands[i].may_go_on(b.terrain, a.road && b.road)
}
