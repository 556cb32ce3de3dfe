//! Musketry (sections 1 and 4A–4E): range with a diagonal as one and a half squares, who may
//! volley at whom by kind and facing, and the simultaneous volleys of the musketry step.

use super::*;

/// Musket range from `a` to `b` in the bands of NAP-2, or `None` beyond `max` squares: section
/// 1 counts a diagonal as 1.5, so the range is the distance in halves rounded up, except that
/// a diagonal neighbour is at range 1 (NAP-2: "adjacent, diagonals included").
#[must_use]
pub fn musket_range(a: Square, b: Square, max: u8) -> Option<u8> {
    let halves = distance_halves(a, b);
    if halves == 0 || halves > 2 * u32::from(max) {
        return None;
    }
    if a.chebyshev(b) == 1 {
        return Some(1);
    }
    u8::try_from(halves.div_ceil(2)).ok()
}

/// Whether a musket-armed unit `i` may fire at unit `t` (4B): in musket range counting
/// diagonals 1.5 (section 1), line infantry straight ahead whatever its formation, other
/// infantry ±45°, squares any way (8B); nothing in between.
#[must_use]
pub fn may_volley(state: &State, i: usize, t: usize) -> Option<u8> {
    let (u, v) = (state.units.get(i)?, state.units.get(t)?);
    if !u.on_board() || !v.on_board() || !u.kind.infantry() || u.side == v.side || u.stands == 0 {
        return None;
    }
    let range = musket_range(u.square, v.square, state.house.musket_range)?;
    if !u.in_square() {
        let off = off_facing(u.facing, u.square, v.square);
        // 4B is about the kind of unit: line infantry straight ahead, the others ±45°.
        let arc = if u.kind == Kind::LineInfantry {
            0.5
        } else {
            45.5
        };
        if off > arc {
            return None;
        }
    }
    if range == 2 {
        let mid = Square::new(
            u.square.x + (v.square.x - u.square.x).signum(),
            u.square.y + (v.square.y - u.square.y).signum(),
        );
        if state.units_at(mid).next().is_some() || state.terrain(mid) == Some(Terrain::Burning) {
            return None;
        }
    }
    Some(range)
}

/// Step 2: musketry, simultaneous (4A): every volley's kills are rolled first, then applied.
pub fn resolve_musketry(state: &mut State, dice: &mut Dice) {
    let volleys = std::mem::take(&mut state.volleys);
    let mut kills: Vec<(usize, u32, bool)> = Vec::new();
    // For the result cards (kept only when narrated): the firer, the volley, the die needed
    // and the volley's rolls.
    let mut fired: Vec<(usize, crate::musketry::Volley, u8, std::ops::Range<usize>)> = Vec::new();
    let mut fired_at: Vec<u16> = Vec::new();
    for (_, o) in &volleys {
        let (i, t) = (usize::from(o.unit), usize::from(o.target));
        let Some(range) = may_volley(state, i, t) else {
            continue;
        };
        let u = &state.units[i];
        // 4C: a die a stand; a square fires "as per the ability of the units which form it"
        // (8B), in any direction, with every stand.
        let stands = u.stands;
        let protected = state
            .terrain(state.units[t].square)
            .is_some_and(Terrain::protected);
        let volley = crate::musketry::Volley {
            stands,
            range,
            guards: u.kind.guards(),
            commander: state.commander_with(i),
            not_first: fired_at.contains(&o.target),
            protected,
        };
        fired_at.push(o.target);
        let need = state.house.kill_face(range).unwrap_or(6);
        let mark = dice.mark();
        let k: u32 = (0..volley.dice())
            .filter(|_| dice.d6("musketry: one die", SeatSet::ALL) >= need)
            .count()
            .try_into()
            .unwrap_or(0);
        kills.push((t, k, o.stands_first));
        if dice.narrating() {
            fired.push((i, volley, need, mark..dice.mark()));
        }
        let text = format!(
            "{} fires at {} ({} dice at range {range}): {k} hits",
            state.units[i].name,
            state.units[t].name,
            volley.dice()
        );
        report(state, dice, text);
    }
    for (n, (t, k, stands_first)) in kills.into_iter().enumerate() {
        let before = state.units[t].stands;
        // The firer's choice in a mixed target square (4E): by default a commander with the
        // target first, then the target's stands, then the other units there (guns formed
        // together, 2C); with `stands_first` the target's stands before the others.
        let others = beside(state, t);
        // `beside` lists the commanders first.
        let split = others
            .iter()
            .position(|&j| state.units[j].kind != Kind::Commander)
            .unwrap_or(others.len());
        let (commanders, rest) = others.split_at(split);
        let mut left = k;
        let mut also: Vec<(usize, u32)> = Vec::new();
        let mut take = |state: &mut State, j: usize, n: u32, left: &mut u32| {
            let lost = kill_stands(state, j, n.min(*left));
            *left -= lost;
            if lost > 0 && j != t {
                also.push((j, lost));
            }
        };
        if stands_first {
            take(state, t, left, &mut left);
            for &j in &others {
                take(state, j, left, &mut left);
            }
        } else {
            for &j in commanders {
                take(state, j, 1, &mut left);
            }
            take(state, t, left, &mut left);
            for &j in rest {
                take(state, j, left, &mut left);
            }
        }
        if let Some((i, volley, need, rolls)) = fired.get(n).cloned() {
            let lost = before - state.units[t].stands;
            dice.card_of(SeatSet::ALL, rolls, || {
                volley_card(state, (i, t), &volley, need, k, (lost, &also))
            });
        }
    }
}

/// The other units of unit `t`'s side in its square, commanders first (4E's mixed target).
#[must_use]
pub fn beside(state: &State, t: usize) -> Vec<usize> {
    let u = &state.units[t];
    let mut out: Vec<usize> = state
        .units_at(u.square)
        .filter(|&j| j != t && state.units[j].side == u.side)
        .collect();
    out.sort_by_key(|&j| (state.units[j].kind != Kind::Commander, j));
    out
}

/// A volley's result card: the firer and what its dice are made of, the target, the die each
/// needs at the range, the hits and the stands lost (4A, 4C, 4E).
fn volley_card(
    state: &State,
    (i, t): (usize, usize),
    v: &crate::musketry::Volley,
    need: u8,
    hits: u32,
    (lost, also): (u32, &[(usize, u32)]),
) -> umpire_core::Card {
    let (firer, target) = (&state.units[i], &state.units[t]);
    let mut parts = vec![format!(
        "{} stand{}{}",
        v.stands,
        if v.stands == 1 { "" } else { "s" },
        if firer.in_square() {
            " (in square, firing its way)"
        } else {
            ""
        }
    )];
    for (on, what) in [
        (v.guards, "+1 Guards"),
        (v.commander, "+1 commander with the unit"),
        (v.not_first, "+1 not the first to fire at the target"),
        (v.protected, "−1 target in a protected square"),
    ] {
        if on {
            parts.push(what.to_owned());
        }
    }
    let mut lines = vec![
        format!(
            "range {}: each die kills on {}",
            v.range,
            if need >= 6 {
                "a 6".to_owned()
            } else {
                format!("{need}–6")
            }
        ),
        format!("{hits} hit{}", if hits == 1 { "" } else { "s" }),
    ];
    let mut losses = format!(
        "losses: {} loses {lost} stand{}",
        target.name,
        if lost == 1 { "" } else { "s" }
    );
    for &(j, n) in also {
        losses.push_str(&format!(
            "; {} loses {n} (the firer's choice in a mixed square, 4E)",
            state.units[j].name
        ));
    }
    lines.push(losses);
    umpire_core::Card {
        kind: "musketry".into(),
        title: format!("{} fires at {}", firer.name, target.name),
        sides: vec![
            format!(
                "firer: {}: {} = {} dice",
                firer.name,
                parts.join(", "),
                v.dice()
            ),
            format!("target: {}", target.name),
        ],
        dice: Vec::new(),
        lines,
        read: None,
    }
}
