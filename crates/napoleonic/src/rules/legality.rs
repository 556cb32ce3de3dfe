//! Legality: the checks every action meets before it is applied, each refusal naming its
//! section: the board (1), shots (3B–3G) and canister (3H), moves (2B–2F, 5A–5B, 8A–8B),
//! facing and limbering (2G), volleys (4B), MDI cards (5C), destroying equipment (11), each in
//! the step it belongs to.

use super::*;

/// Whether battery `b` may shoot `gun` at `aim` (3B–3G): a free shot of that gun, in range
/// (NAP-3), within ±45° of its facing, not screened by friends next to it (howitzers fire
/// over them).
pub(super) fn check_shot(state: &State, b: usize, gun: Gun, aim: [i32; 2]) -> Result<(), Illegal> {
    let u = &state.units[b];
    if !state.free_table(b).any_for(gun) {
        return no(
            "3C–3D shots a battery has",
            format!("{} has no {} shot left this turn", u.name, gun.name()),
        );
    }
    let target = aim_square(state, aim);
    if !state.on_board(target) {
        return no("1 the board", "the aim point is off the board");
    }
    if target == u.square {
        return no("3E arc", "a gun cannot fire into its own square");
    }
    let range = distance_halves(u.square, target);
    if !in_range(state, gun, range) {
        return no(
            "NAP-3 range",
            format!(
                "{} guns reach {} squares; the aim is {}",
                gun.name(),
                state.house.gun_range(gun),
                f64::from(range) / 2.0
            ),
        );
    }
    if off_facing(u.facing, u.square, target) > 45.5 {
        return no("3E arc", "a gun fires no more than 45° off its facing");
    }
    if gun != Gun::Howitzer {
        if let Some(d) = dir_towards(u.square, target) {
            let next = u.square.step8(d);
            if state.side_at(next, u.side) {
                return no(
                    "3E screening",
                    "friendly troops next to the gun in that direction screen it",
                );
            }
            if state.terrain(next) == Some(Terrain::Burning) {
                return no(
                    "6D burning",
                    "a burning square next to the gun in that direction screens it",
                );
            }
        }
    }
    Ok(())
}

/// The square an aim point (in tenths of an inch) falls in. [`check_shot`] reads the aim
/// point only through it, so shots of one battery and gun at points in one square are all
/// allowed or all refused.
pub(super) fn aim_square(state: &State, aim: [i32; 2]) -> Square {
    let side = state.shot.square;
    Square::new(
        floor_i8(f64::from(aim[0]) / 10.0 / side),
        floor_i8(f64::from(aim[1]) / 10.0 / side),
    )
}

/// `q.floor() as i8`, to the bit, without the call to `floor` a build for any x86-64 makes (the
/// listing asks for the square of every aim point it offers).
fn floor_i8(q: f64) -> i8 {
    if !(q > -129.0 && q < 128.0) {
        // Out of range, or not a number: saturating as `as` does.
        return q.floor() as i8;
    }
    // In range, `as` cuts towards zero exactly; one less below zero when not whole.
    let t = q as i32;
    let t = if f64::from(t) > q { t - 1 } else { t };
    i8::try_from(t.clamp(-128, 127)).unwrap_or(0)
}

/// NAP-3: whether `gun` reaches `range` half-squares.
fn in_range(state: &State, gun: Gun, range: u32) -> bool {
    range <= 2 * u32::from(state.house.gun_range(gun))
}

/// Whether battery `b` could aim `gun` at `aim` at all: on the board, not its own square, in
/// range. A shot that fails this is refused by [`check_shot`] whatever else holds, so a
/// listing leaves it out before asking (and before the refusal is written out in words).
pub(super) fn may_aim(state: &State, b: usize, gun: Gun, aim: [i32; 2]) -> bool {
    let from = state.units[b].square;
    let target = aim_square(state, aim);
    state.on_board(target) && target != from && in_range(state, gun, distance_halves(from, target))
}

/// Whether held canister of battery `b` may be fired at `t` in step 4.
fn check_held_canister(state: &State, b: usize, t: usize) -> Result<(), Illegal> {
    let u = &state.units[b];
    let Some(e) = state.units.get(t) else {
        return no("3H canister", "no such target");
    };
    if e.side == u.side || !e.on_board() {
        return no(
            "3H canister",
            "canister is fired at an enemy unit on the board",
        );
    }
    if !canister_targets(state, b).contains(&t) {
        return no(
            "3H held canister",
            format!("{} has not come within {}'s canister", e.name, u.name),
        );
    }
    Ok(())
}

/// Whether unit `e` stands where battery `u` may fire canister: in an adjacent square within
/// 45° of the battery's facing (3H). The listing asks it before [`check_canister`], which would
/// refuse every other target in words.
pub(super) fn in_canister_arc(u: &crate::game::Unit, e: &crate::game::Unit) -> bool {
    e.square.chebyshev(u.square) == 1 && off_facing(u.facing, u.square, e.square) <= 45.5
}

/// Whether battery `b` may fire canister at `t` in step 1: with the one gun `gun` instead of its
/// shot, or with every gun (`None`, before any of them has fired).
pub(super) fn check_canister(
    state: &State,
    b: usize,
    t: usize,
    gun: Option<Gun>,
) -> Result<(), Illegal> {
    let u = &state.units[b];
    let Some(e) = state.units.get(t) else {
        return no("3H canister", "no such target");
    };
    if e.side == u.side || !e.on_board() {
        return no(
            "3H canister",
            "canister is fired at an enemy unit on the board",
        );
    }
    let free = state.free_table(b);
    match gun {
        Some(g) if !free.any_for(g) => {
            return no(
                "3H canister",
                format!("{} has no {} shot left this turn", u.name, g.name()),
            );
        }
        None if free.is_empty()
            || state.shots.iter().any(|(_, o)| usize::from(o.battery) == b)
            || state
                .canister
                .iter()
                .any(|(_, c)| usize::from(c.battery) == b) =>
        {
            return no(
                "3H canister",
                format!(
                    "{} has no shots left for a whole battery's canister this turn (name the gun)",
                    u.name
                ),
            );
        }
        _ => {}
    }
    if !in_canister_arc(u, e) {
        return no(
            "3H canister",
            "canister goes into an adjacent square within 45° of the gun's facing",
        );
    }
    if state.side_at(e.square, u.side) {
        return no(
            "3H canister",
            "canister is never fired into a square with friendly troops",
        );
    }
    Ok(())
}

pub(super) fn check_move(state: &State, i: usize, to: Square) -> Result<(), Illegal> {
    check_move_with(state, i, to, None)
}

/// Whether unit `u` may move this turn at all, wherever to: the checks of [`check_move_with`]
/// that do not depend on the square, without their words (the listing asks this of every unit
/// before searching where it may go).
pub(super) fn may_move(u: &crate::game::Unit) -> bool {
    !u.moved && !u.in_square() && !(u.kind.battery() && (!u.limbered || u.stands == 0))
}

/// [`check_move`] with the unit's reachable squares already known.
pub(super) fn check_move_with(
    state: &State,
    i: usize,
    to: Square,
    reachable: Option<&[Square]>,
) -> Result<(), Illegal> {
    let u = &state.units[i];
    if u.moved {
        return no(
            "2A sequence",
            format!("{} has already moved this turn", u.name),
        );
    }
    if u.in_square() {
        return no("8B squares", "a square cannot move; break it first");
    }
    if u.kind.battery() && (!u.limbered || u.stands == 0) {
        return no(
            "2F guns",
            "a battery moves limbered and with at least one stand of crew",
        );
    }
    let known;
    let reach = match reachable {
        Some(r) => r,
        None => {
            known = state.reachable(i);
            &known
        }
    };
    // `reachable` lists its squares in order.
    if reach.binary_search(&to).is_err() {
        return no(
            "2D–2E movement",
            format!(
                "{},{} is not within {}'s move (NAP-1: {} squares, diagonals 1.5) by a clear path",
                to.x,
                to.y,
                u.name,
                state.move_rate(i)
            ),
        );
    }
    let mut enemies = state
        .units_at(to)
        .filter(|&j| state.units[j].side != u.side);
    if enemies.next().is_some() {
        if u.kind.battery() {
            return no("5A melee", "batteries do not charge (UMP-NAP-5)");
        }
        if u.stands < 2 && u.kind != Kind::Commander {
            return no("5B melee", "a unit of one stand cannot melee");
        }
        if u.kind == Kind::Commander && !state.side_at(to, u.side) {
            return no(
                "5A melee",
                "a commander joins a melee only with one of his units",
            );
        }
        let in_square = |j: usize| state.units[j].side != u.side && state.units[j].in_square();
        if u.kind.cavalry() && state.units_at(to).any(in_square) {
            return no("8B squares", "cavalry cannot melee an unbroken square");
        }
        if u.kind != Kind::Commander && state.side_at(to, u.side) {
            return no("2C stacking", "one unit of a side to a square");
        }
    }
    Ok(())
}

/// The refusal of an action for a unit that is not the side's: the same words for the other
/// side's units and for a number that names no unit.
#[must_use]
pub fn not_yours(unit: u16) -> Illegal {
    Illegal::new("seats", format!("there is no unit {unit} of yours"))
}

/// The legality of an action for a side.
pub(super) fn check_action(state: &State, side: u8, a: &Action) -> Result<(), Illegal> {
    let attacker = side == state.attacker;
    let unit = |k: u16| -> Result<usize, Illegal> {
        let i = usize::from(k);
        // A unit of the other side reads as one that does not exist, as in every rule set.
        match state.units.get(i).filter(|u| u.side == side) {
            Some(u) if u.on_board() => Ok(i),
            Some(u) => Err(Illegal::new(
                "seats",
                format!("{} is out of the game", u.name),
            )),
            None => Err(not_yours(k)),
        }
    };
    let step = |want: &str| Illegal::new("2A sequence", format!("not now: {want}"));
    match *a {
        Action::Done => Ok(()),
        // 12: either side may surrender at any time it has a decision to make.
        Action::Surrender => Ok(()),
        Action::Spike { battery } => {
            let b = unit(battery)?;
            if state.phase != Phase::Artillery {
                return Err(step(
                    "equipment is destroyed between turns, before the artillery fires",
                ));
            }
            let u = &state.units[b];
            if !u.kind.battery() || (u.guns.is_empty() && !u.wagon) {
                return no("11 destroying equipment", "no guns or wagon to destroy");
            }
            Ok(())
        }
        Action::Shoot { battery, gun, aim } => {
            let b = unit(battery)?;
            if state.phase != Phase::Artillery {
                return Err(step("artillery fires in step 1"));
            }
            check_shot(state, b, gun, aim)
        }
        Action::Hold { battery } => {
            let b = unit(battery)?;
            if state.phase != Phase::Artillery {
                return Err(step("canister is held in step 1"));
            }
            if attacker {
                return no(
                    "2A sequence",
                    "only the defender fires held canister (step 4)",
                );
            }
            if state.shot_table(b).is_empty()
                || state.free_table(b).len() != state.shot_table(b).len()
            {
                return no(
                    "3H held canister",
                    "a battery holding canister fires nothing else this turn",
                );
            }
            Ok(())
        }
        Action::Canister {
            battery,
            target,
            gun,
        } => {
            let b = unit(battery)?;
            match state.phase {
                Phase::Artillery => check_canister(state, b, usize::from(target), gun),
                Phase::Canister if !attacker && gun.is_some() => no(
                    "3H held canister",
                    "held canister is the whole battery's: name no gun",
                ),
                Phase::Canister if !attacker => check_held_canister(state, b, usize::from(target)),
                _ => Err(step("canister is fired in step 1, or held until step 4")),
            }
        }
        Action::Volley {
            unit: k,
            target,
            stands_first,
        } => {
            let i = unit(k)?;
            if state.phase != Phase::Musketry {
                return Err(step("musketry is step 2"));
            }
            if stands_first
                && state
                    .units
                    .get(usize::from(target))
                    .is_some_and(|_| !mixed_target(state, usize::from(target)))
            {
                return no(
                    "4E musketry",
                    "no other unit shares the target's square: its stands are the only casualties to choose",
                );
            }
            if state.volleys.iter().any(|(_, v)| v.unit == k) {
                return no("4B musketry", "a unit fires once a turn");
            }
            if may_volley(state, i, usize::from(target)).is_none() {
                return no(
                    "4B musketry",
                    "infantry fires 1 or 2 squares (NAP-2): line straight ahead, others within 45°, nothing in between",
                );
            }
            Ok(())
        }
        Action::Move { unit: k, to } => {
            let i = unit(k)?;
            if state.phase != Phase::Move || !attacker {
                return Err(step("the attacker moves in step 3"));
            }
            check_move(state, i, to)
        }
        Action::Face { unit: k, facing } if state.phase == Phase::Facing => {
            let i = unit(k)?;
            let u = &state.units[i];
            if !state.to_face.contains(&k) {
                return no(
                    "5I facing after melee",
                    format!(
                        "{} is not waiting to be faced (units out of a melee, 5I, or a broken square, 8C)",
                        u.name
                    ),
                );
            }
            if facing == u.facing {
                return no("5I facing after melee", "no change");
            }
            if adjusted(state, i) {
                return no(
                    "5I facing after melee",
                    format!("{} has already been faced", u.name),
                );
            }
            Ok(())
        }
        Action::Face { unit: k, facing } => {
            let i = unit(k)?;
            let u = &state.units[i];
            if !attacker
                || !matches!(
                    state.phase,
                    Phase::Artillery | Phase::Musketry | Phase::Move
                )
            {
                return no(
                    "2G facing",
                    "only the attacker faces freely, and not in the melees",
                );
            }
            if u.in_square() {
                return no("8B squares", "a square faces every way");
            }
            if facing == u.facing {
                return no("2G facing", "no change");
            }
            if adjusted(state, i) {
                return no(
                    "2G facing",
                    "a unit changes facing or limber once a step (UMP-NAP-6)",
                );
            }
            Ok(())
        }
        Action::Limber { unit: k } | Action::Unlimber { unit: k } => {
            let i = unit(k)?;
            let u = &state.units[i];
            if !attacker {
                return no("2G limbering", "the defender may not limber or unlimber");
            }
            if !u.kind.battery() {
                return no("2G limbering", "only batteries limber");
            }
            let want = matches!(a, Action::Limber { .. });
            if u.limbered == want {
                return no("2G limbering", "no change");
            }
            if adjusted(state, i) {
                return no(
                    "2G limbering",
                    "a unit changes facing or limber once a step (UMP-NAP-6)",
                );
            }
            if want && state.shots.iter().any(|(_, o)| usize::from(o.battery) == i) {
                return no(
                    "3B artillery",
                    "a battery that has fired this step stays unlimbered",
                );
            }
            if !matches!(
                state.phase,
                Phase::Artillery | Phase::Musketry | Phase::Move
            ) {
                return Err(step("limbering"));
            }
            Ok(())
        }
        Action::Separate {
            unit: k,
            stands,
            to,
        } => {
            let i = unit(k)?;
            let u = &state.units[i];
            if state.phase != Phase::Move || !attacker {
                return Err(step("units separate in the attacker's move"));
            }
            if !crate::game::may_separate(u.kind) {
                return no(
                    "2B units",
                    "only artillery, light infantry and light cavalry separate and reform",
                );
            }
            if u.moved {
                return no("2B units", "separating takes the unit's move");
            }
            if stands == 0 || stands >= u.stands {
                return no("2B units", "a detachment takes some of the stands, not all");
            }
            if u.kind.battery() && (u.guns.len() < 2 || u.limbered) {
                return no(
                    "2B units",
                    "a battery detaches a gun with crew from two unlimbered guns",
                );
            }
            if u.square.chebyshev(to) != 1
                || !state.terrain(to).is_some_and(Terrain::passable)
                || state.units_at(to).any(|j| state.units[j].side != side)
                || state
                    .units_at(to)
                    .any(|j| state.units[j].kind != Kind::Commander)
            {
                return no(
                    "2C stacking",
                    "the detachment goes to an empty square next door",
                );
            }
            Ok(())
        }
        Action::Rejoin { unit: k, into } => {
            let i = unit(k)?;
            let j = unit(into)?;
            let (u, t) = (&state.units[i], &state.units[j]);
            if state.phase != Phase::Move || !attacker {
                return Err(step("units reform in the attacker's move"));
            }
            if i == j || u.kind != t.kind || !crate::game::may_separate(u.kind) {
                return no("2B units", "a unit rejoins another of its own kind");
            }
            if u.moved || t.moved {
                return no("2B units", "reforming takes both units' moves");
            }
            if u.square.chebyshev(t.square) > 1 {
                return no(
                    "2B units",
                    "the units must be in the same or neighbouring squares",
                );
            }
            let most = if u.kind == Kind::FootBattery { 6 } else { 12 };
            if u.stands + t.stands > most || u.guns.len() + t.guns.len() > 2 || (u.wagon && t.wagon)
            {
                return no("2C stacking", "the reformed unit would be too big");
            }
            let mut merged = state.clone();
            crate::game::rejoin(&mut merged, i, j);
            if !merged.stacking_allows(j, t.square) {
                return no(
                    "2C stacking",
                    "the reformed unit would break the stacking limit with the units beside it",
                );
            }
            Ok(())
        }
        Action::Form { unit: k, formation } => {
            let i = unit(k)?;
            let u = &state.units[i];
            if state.phase != Phase::Move || !attacker {
                return Err(step("formations change in the attacker's move"));
            }
            if !u.kind.infantry() {
                return no("8A squares", "only infantry changes formation");
            }
            if u.formation == formation {
                return no("8A squares", "no change");
            }
            if u.moved {
                return no("8A squares", "forming or breaking takes the whole move");
            }
            if formation == Formation::Square
                && (!matches!(u.kind, Kind::LineInfantry | Kind::GuardsInfantry) || u.stands < 4)
            {
                return no(
                    "8A squares",
                    "a square is line or Guards infantry with a stand for each of its four faces",
                );
            }
            Ok(())
        }
        Action::FormSquare { units } => check_square(state, &units, attacker, unit),
        Action::FormSquareOfNine { units } => check_square(state, &units, attacker, unit),
        Action::Support { unit: k } => {
            let i = unit(k)?;
            let Phase::Supports { melee, side: s } = state.phase else {
                return Err(step("supports are declared in step 5"));
            };
            if s != side {
                return no(
                    "5A supports",
                    "the attacker declares supports first, then the defender",
                );
            }
            if !may_support(state, i, usize::from(melee)) {
                return no(
                    "5A supports (NAP-6)",
                    format!("{} cannot support this melee", state.units[i].name),
                );
            }
            Ok(())
        }
        Action::Mdi { .. } => {
            let Phase::Cards { melee } = state.phase else {
                return Err(step("MDI cards are chosen in step 5"));
            };
            if state.melees[usize::from(melee)].cards[usize::from(side)].is_some() {
                return no("5C MDI", "this side's card is already committed");
            }
            Ok(())
        }
    }
}

/// Whether unit `t` shares its square with another unit of its side (a commander, or guns
/// formed together, 2C): a mixed target, whose casualties the firer chooses (4E).
pub(super) fn mixed_target(state: &State, t: usize) -> bool {
    !crate::game::beside(state, t).is_empty()
}

/// Whether unit `i` has already changed facing or limber this step.
pub(super) fn adjusted(state: &State, i: usize) -> bool {
    state
        .adjusted
        .contains(&u16::try_from(i).unwrap_or(u16::MAX))
}

/// 8A: units `units` forming one square together: four in a 2 × 2 block or nine in a 3 × 3
/// (UMP-NAP-29), different and in ascending order, each line or Guards infantry that may take
/// its place (a stand for each face its board square holds), in the attacker's move.
fn check_square(
    state: &State,
    units: &[u16],
    attacker: bool,
    unit: impl Fn(u16) -> Result<usize, Illegal>,
) -> Result<(), Illegal> {
    let mut of = Vec::with_capacity(units.len());
    for &k in units {
        of.push(unit(k)?);
    }
    if state.phase != Phase::Move || !attacker {
        return Err(Illegal::new(
            "2A sequence",
            "not now: formations change in the attacker's move",
        ));
    }
    if units.windows(2).any(|w| w[0] >= w[1]) {
        return no(
            "8A squares",
            format!("name {} different units, in ascending order", units.len()),
        );
    }
    for &i in &of {
        let u = &state.units[i];
        if !crate::game::may_join_square_with(u, 1) {
            return no(
                "8A squares",
                format!(
                    "{} cannot join a square: it must be line or Guards infantry, not yet moved this turn, not in a square",
                    u.name
                ),
            );
        }
    }
    if !in_a_block(state, &of) {
        return no(
            "8A squares",
            "units forming a square together stand one in each board square of a 2 × 2 or 3 × 3 block (no long rectangles)",
        );
    }
    for &i in &of {
        let u = &state.units[i];
        let faces = crate::game::faces_in_block(state, &of, i);
        if !crate::game::may_join_square_with(u, faces) {
            return no(
                "8A squares",
                format!(
                    "{} cannot hold its place in the square: it needs a stand for each of the {faces} face{} there",
                    u.name,
                    if faces == 1 { "" } else { "s" }
                ),
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::floor_i8;

    #[test]
    fn floor_i8_is_floor_then_a_saturating_cast() {
        let mut values = vec![
            0.0,
            -0.0,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::MIN_POSITIVE,
            -f64::MIN_POSITIVE,
            127.999_999_999,
            128.0,
            -128.0,
            -128.000_000_001,
            -129.0,
            -129.5,
            1e300,
            -1e300,
        ];
        // Every tenth of an inch over a wide table, in squares of 4, 3.7 and 1 inches.
        for tenths in -20_000..=20_000 {
            for side in [4.0, 3.7, 1.0] {
                values.push(f64::from(tenths) / 10.0 / side);
            }
        }
        for q in values {
            assert_eq!(floor_i8(q), q.floor() as i8, "{q}");
        }
    }
}
