//! Close assault (NQM-4, NQM-2 step 6): the battalion commander rule, rounds of matched dice
//! repeated by grade over the whole assault, break-ins and push-backs (UMP-NQM-18, UMP-NQM-30),
//! tanks rolling in and on (special attack rule 3, UMP-NQM-31), pushing mobile defenders back,
//! and the fate of a broken defence.

use super::*;

/// Whether the defenders of a hex hold a position (dug in, fortified, or in close country)
/// rather than being mobile troops in the open.
pub(super) fn is_position(state: &State, target: Hex, defenders: &[usize]) -> bool {
    state.close_country(target)
        || defenders
            .iter()
            .any(|&k| state.units[k].position != Protection::Open)
}

/// A hex for stand `k` to fall back to from attackers of `side` at `from`: a neighbour further
/// from them, passable, free of their stands and not congested, out of the effective fire of
/// the enemy's direct-fire troops it sees; none when a faster enemy is in contact (the line of
/// retreat must be clear, UMP-NQM-34).
pub(super) fn retreat_hex(state: &State, k: usize, from: Hex) -> Option<Hex> {
    let u = &state.units[k];
    if state.outpaced(k) {
        return None;
    }
    let cap = hex_capacity(state.hex_m);
    u.hex
        .neighbours()
        .into_iter()
        .filter(|&n| {
            state.passable(n, u.mover)
                && !state.enemy_at(u.side, n)
                && state.count_at(n, u.side) < cap
                && n.distance(from) > u.hex.distance(from)
                && !state.units.iter().any(|e| {
                    e.alive() && e.side != u.side && e.hex.distance(n) <= 1 && e.hex != u.hex
                })
                && state.direct_fire_over(u.side, n).is_none()
        })
        .min()
}

/// Where a stand of veterans that breaks out of an encircled position goes (UMP-NQM-34): the
/// nearest hex within an hour's road march (at least two hexes) that it can enter, free of the
/// enemy, not congested and out of the enemy's effective direct fire; ties go to the hex
/// nearest its own dump, then the lowest. `None`: there is nowhere to break out to.
pub(super) fn break_out_hex(state: &State, k: usize) -> Option<Hex> {
    let u = &state.units[k];
    let cap = hex_capacity(state.hex_m);
    let dump = state.sides[usize::from(u.side)].dump;
    let march = rate_m_per_hour(u.mover, Pace::RoadMarch, false).unwrap_or(0);
    let reach = u16::try_from(march / state.hex_m.max(1))
        .unwrap_or(u16::MAX)
        .clamp(2, 20);
    (1..=reach)
        .flat_map(|r| u.hex.ring(r))
        .filter(|&n| {
            state.passable(n, u.mover)
                && !state.enemy_at(u.side, n)
                && state.count_at(n, u.side) < cap
                && state.direct_fire_over(u.side, n).is_none()
        })
        .min_by_key(|&n| (n.distance(u.hex), n.distance(dump), n))
}

/// Step 6: close assaults, and pushing mobile defenders back. First the infantry that held as
/// tanks rolled into its position, and still has them there, assaults them or lies low.
pub(super) fn assaults(state: &mut State, dice: &mut Dice) {
    infantry_against_tanks(state, dice);
    let mut k = 0;
    while k < state.attacks.len() {
        let at = state.attacks[k].clone();
        k += 1;
        let Some(won) = at.won_hour else {
            // Armour, and troops in armoured carriers, may close assault without winning the
            // firefight; in a mixed attack they go in alone, the rest staying in the firefight.
            let armoured = assaulting_stands(state, at.side, at.target)
                .iter()
                .any(|&j| state.units[j].tank());
            if armoured {
                close_assault(state, at.side, at.target, true, dice);
            }
            continue;
        };
        let attackers = assaulting_stands(state, at.side, at.target);
        if attackers.is_empty() {
            continue;
        }
        let grade = worst_grade(state, &attackers);
        if state.hour < won + assault_delay_hours(grade) {
            continue;
        }
        let armoured = attackers.iter().all(|&j| state.units[j].tank());
        if !may_press_home(at.last_caused, at.last_received, at.reinforced, armoured)
            || attackers.iter().any(|&j| state.units[j].to_ground)
        {
            continue;
        }
        close_assault(state, at.side, at.target, false, dice);
    }
    let keep: Vec<bool> = state
        .attacks
        .iter()
        .map(|a| state.enemy_at(a.side, a.target))
        .collect();
    let mut it = keep.into_iter();
    state.attacks.retain(|_| it.next().unwrap_or(false));
}

pub(super) fn worst_grade(state: &State, of: &[usize]) -> Grade {
    of.iter()
        .map(|&j| state.units[j].grade)
        .max()
        .unwrap_or(Grade::R)
}

pub(super) fn assaulting_stands(state: &State, side: u8, target: Hex) -> Vec<usize> {
    (0..state.units.len())
        .filter(|&j| {
            let u = &state.units[j];
            u.alive()
                && u.side == side
                && !u.disorganised
                && u.order == Order::Attack { target }
                && u.hex.distance(target) == 1
                && u.stand.unwounded() > 0
        })
        .collect()
}

/// Close assault on `target` by `side` (NQM-4): rounds of matched dice up to the grade's limit,
/// until the defence is taken or broken, or the attack fails. `armour_only`: only the armoured
/// stands go in (an attack that has not won its firefight).
pub(super) fn close_assault(
    state: &mut State,
    side: u8,
    target: Hex,
    armour_only: bool,
    dice: &mut Dice,
) {
    let mut attackers = assaulting_stands(state, side, target);
    if armour_only {
        attackers.retain(|&j| state.units[j].tank());
    }
    let defenders: Vec<usize> = state
        .stands_at(target)
        .filter(|&j| state.units[j].side != side)
        .collect();
    if attackers.is_empty() || defenders.is_empty() {
        return;
    }
    let enemy = 1 - side;
    // Where the assault comes from.
    let start = state.units[attackers[0]].hex;
    // Mobile defenders in the open are pushed back rather than assaulted.
    if !is_position(state, target, &defenders) || defenders.iter().all(|&j| state.units[j].tank()) {
        let from = state.units[attackers[0]].hex;
        for &d in &defenders {
            match retreat_hex(state, d, from) {
                Some(h) => state.units[d].hex = h,
                None => state.units[d].fate = Fate::Surrendered,
            }
        }
        occupy(state, &attackers, target);
        let text = format!("the enemy at {} is pushed back", cell(target));
        report(state, dice, attackers[0], text.clone());
        report(
            state,
            dice,
            defenders[0],
            format!("our troops at {} are pushed back", cell(target)),
        );
        return;
    }
    // Tanks close-assault only infantry or anti-tank positions (NQM 11): tanks alone stay in
    // the firefight before a position of guns alone (artillery, mortars, transport).
    if attackers.iter().all(|&j| state.units[j].tank())
        && !defenders
            .iter()
            .any(|&j| state.units[j].tanks_may_assault())
    {
        dice.say(UMPIRE_DICE, || {
            format!(
                "the tanks do not close-assault {}: it holds no infantry or anti-tank weapons",
                cell(target)
            )
        });
        return;
    }
    // The battalion commander rule.
    if attackers.len() > 1 {
        let heads: Vec<usize> = attackers.iter().map(|&j| state.unit_head(j)).collect();
        let bn_ok = heads.iter().any(|&h| {
            state.units[h].command && attackers.contains(&h) && state.units[h].stand.unwounded() > 0
        });
        if !may_close_assault(u32::try_from(attackers.len()).unwrap_or(u32::MAX), bn_ok) {
            report(
                state,
                dice,
                attackers[0],
                format!(
                    "the assault on {} cannot go in: several stands need their battalion commander with them",
                    cell(target)
                ),
            );
            return;
        }
    }
    let all_armour = |state: &State, of: &[usize]| of.iter().all(|&j| state.units[j].tank());
    let mut rolled_in = false;
    let a_grade = worst_grade(state, &attackers);
    let Some(k) = state
        .attacks
        .iter()
        .position(|a| a.side == side && a.target == target)
    else {
        return;
    };
    // The grade's repeats count over the whole assault (NQM-4), hours included; fresh stands
    // joining the attack start a new one. Elite troops assault without limit, up to
    // ELITE_ROUNDS an hour.
    if state.attacks[k].reinforced {
        state.attacks[k].rounds = 0;
    }
    let cap = a_grade.assault_repeats();
    let spent = state.attacks[k].rounds;
    let left = cap.map_or(ELITE_ROUNDS, |c| c.saturating_sub(spent).min(ELITE_ROUNDS));
    if left == 0 {
        let text = format!(
            "the assault on {} has fought its {} round{}: it goes in again only with fresh stands",
            cell(target),
            spent,
            if spent == 1 { "" } else { "s" }
        );
        report(state, dice, attackers[0], text);
        return;
    }
    if all_armour(state, &attackers) {
        tanks_roll_in(state, target, &defenders, dice);
        rolled_in = true;
    }
    let mut round = 0;
    let mut broke_in = 0;
    let mut carried = false;
    while round < left && !attackers.is_empty() {
        round += 1;
        state.attacks[k].rounds += 1;
        let defenders: Vec<usize> = state
            .stands_at(target)
            .filter(|&j| state.units[j].side != side && state.units[j].stand.unwounded() > 0)
            .collect();
        if defenders.is_empty() {
            break;
        }
        if defenders.iter().all(|&j| state.units[j].disorganised) {
            break;
        }
        let d_grade = worst_grade(state, &defenders);
        let a_figs: u32 = attackers
            .iter()
            .map(|&j| state.units[j].stand.unwounded())
            .sum();
        let d_figs: u32 = defenders
            .iter()
            .map(|&j| state.units[j].stand.unwounded())
            .sum();
        let (na, nd) = assault_dice((a_grade, a_figs), (d_grade, d_figs));
        let mark = dice.mark();
        let a: Vec<u8> = (0..na)
            .map(|_| dice.d6("close assault: attacker's die", crate::game::UMPIRE_DICE))
            .collect();
        let d: Vec<u8> = (0..nd)
            .map(|_| dice.d6("close assault: defender's die", crate::game::UMPIRE_DICE))
            .collect();
        let (aw, dw) = match_dice(a_grade, &a, d_grade, &d);
        let on_defence = hit(state, &defenders, aw, dice);
        let soft: Vec<usize> = attackers
            .iter()
            .copied()
            .filter(|&j| !state.units[j].tank())
            .collect();
        let on_attack = hit(
            state,
            if soft.is_empty() { &attackers } else { &soft },
            dw,
            dice,
        );
        let text = format!(
            "close assault on {}, round {}: {aw} break-ins, {dw} push-backs",
            cell(target),
            state.attacks[k].rounds
        );
        let involved: Vec<usize> = attackers.iter().chain(&defenders).copied().collect();
        report_both(state, dice, &text, &involved);
        if dice.narrating() {
            let faces = |f: &[u8]| f.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
            let detail = vec![
                format!(
                    "attackers: {} grade, {a_figs} unwounded figures: {na} dice ({})",
                    grade_word(a_grade),
                    faces(&a)
                ),
                format!(
                    "defenders: {} grade, {d_figs} unwounded figures: {nd} dice ({})",
                    grade_word(d_grade),
                    faces(&d)
                ),
                "both sides' dice sorted highest first and paired; unpaired dice do not count; \
                 a drawn pair is a standoff unless elite or veterans face lesser troops"
                    .to_owned(),
            ];
            let outcome = vec![
                format!(
                    "{aw} break-in{}: the defence takes {}",
                    if aw == 1 { "" } else { "s" },
                    cas(on_defence)
                ),
                format!(
                    "{dw} push-back{}: the attackers take {}",
                    if dw == 1 { "" } else { "s" },
                    cas(on_attack)
                ),
            ];
            let round = state.attacks[k].rounds;
            fight_cards(
                state,
                dice,
                mark,
                Fight {
                    kind: "assault",
                    title: format!("Close assault on {}, round {round}", cell(target)),
                    side,
                    target,
                    attackers: &attackers,
                    defenders: &defenders,
                    detail,
                    cells: Vec::new(),
                    outcome,
                },
            );
        }
        // Every point either side wins counts, in every round (UMP-NQM-30 as amended): the
        // attacker's break-ins take as many attacking stands (the first) into the position,
        // the defender's push-backs throw as many out of the fight for this hour, those that
        // did not break in first, then those that did. What stays in is what broke in and was
        // not pushed back out.
        let total = attackers.len();
        let ins = usize::try_from(aw).unwrap_or(usize::MAX).min(total);
        let pushed = usize::try_from(dw).unwrap_or(usize::MAX);
        let inside = ins.saturating_sub(pushed.saturating_sub(total - ins));
        for _ in 0..dw.min(u32::try_from(attackers.len()).unwrap_or(0)) {
            attackers.pop();
        }
        attackers.retain(|&j| state.units[j].alive() && state.units[j].stand.unwounded() > 0);
        break_tests(state, &attackers, dice);
        break_tests(state, &defenders, dice);
        // Stands that went to ground or broke off the attack (UMP-NQM-39) are out of it.
        attackers.retain(|&j| {
            !state.units[j].to_ground && state.units[j].order == Order::Attack { target }
        });
        // A mixed force whose infantry is all down fights on as tanks alone.
        if !rolled_in && !attackers.is_empty() && all_armour(state, &attackers) {
            let left: Vec<usize> = defenders
                .iter()
                .copied()
                .filter(|&j| state.units[j].alive() && state.units[j].hex == target)
                .collect();
            tanks_roll_in(state, target, &left, dice);
            rolled_in = true;
        }
        // Each break-in overruns one defending stand, its area of the position, the weakest
        // first (UMP-NQM-30), whether or not the attacker won the round on balance. When every
        // defending stand is overrun the position is carried by the stands still in it;
        // otherwise the rest hold and the rounds go on.
        if ins > 0 {
            let mut standing: Vec<usize> = state
                .stands_at(target)
                .filter(|&j| state.units[j].side != side)
                .collect();
            if ins >= standing.len() {
                broke_in = inside.min(attackers.len());
                carried = true;
                break;
            }
            standing.sort_by_key(|&j| {
                let u = &state.units[j];
                (!(u.cowed || u.disorganised), u.stand.unwounded(), j)
            });
            let from = attackers.first().map_or(start, |&j| state.units[j].hex);
            for &d in standing.iter().take(ins) {
                overrun(state, d, from, false, dice);
            }
            let text = format!(
                "{ins} stand{} of the attackers break into {}: as many of its defenders are overrun, the rest hold",
                if ins == 1 { "" } else { "s" },
                cell(target)
            );
            let involved: Vec<usize> = attackers.iter().chain(&standing).copied().collect();
            report_both(state, dice, &text, &involved);
        }
    }
    let holding: Vec<usize> = state
        .stands_at(target)
        .filter(|&j| state.units[j].side != side)
        .collect();
    let broken = holding
        .iter()
        .all(|&j| state.units[j].disorganised || state.units[j].stand.unwounded() == 0);
    if !carried && (attackers.is_empty() || !broken) {
        return;
    }
    if carried {
        attackers.truncate(broke_in);
    }
    // The position falls: what is left of the defence withdraws, breaks out, disperses or
    // surrenders.
    let from = attackers.first().map_or(start, |&j| state.units[j].hex);
    let alone = holding.len() == 1;
    for &d in &holding {
        overrun(state, d, from, alone, dice);
    }
    if attackers.is_empty() {
        // Every defending stand was overrun, and every stand that broke in pushed back out.
        let text = format!(
            "the defence of {} is overrun, but every stand that broke in was pushed back out",
            cell(target)
        );
        report_both(state, dice, &text, &holding);
        return;
    }
    occupy(state, &attackers, target);
    report(
        state,
        dice,
        attackers[0],
        format!("{} is taken", cell(target)),
    );
    report(state, dice, enemy, format!("{} is lost", cell(target)));
}

/// The fate of defending stand `d` whose ground is broken into by attackers from `from`:
/// troops that gave themselves up to tanks are taken; organised troops fall back out of it, or
/// are taken where they cannot (UMP-NQM-30); a broken defence that sat tight surrenders
/// (UMP-NQM-39); other disorganised troops follow the table of disorganised units assaulted
/// (`alone`: no other stand holds with it, so green troops are unsupported).
pub(super) fn overrun(state: &mut State, d: usize, from: Hex, alone: bool, dice: &mut Dice) {
    let u = &state.units[d];
    if u.cowed {
        // Troops that gave themselves up to the tanks are taken with the position.
        let name = u.name.clone();
        state.units[d].fate = Fate::Surrendered;
        report(state, dice, d, format!("{name} is taken prisoner"));
        return;
    }
    if !u.disorganised && u.stand.unwounded() > 0 {
        // Organised troops whose position is broken into fall back out of it, or are
        // taken where they cannot (UMP-NQM-30).
        let name = u.name.clone();
        match retreat_hex(state, d, from) {
            Some(h) => {
                state.units[d].hex = h;
                state.units[d].position = Protection::Open;
                report(
                    state,
                    dice,
                    d,
                    format!("{name} falls back out of the position"),
                );
            }
            None => {
                state.units[d].fate = Fate::Surrendered;
                report(state, dice, d, format!("{name} is cut off and surrenders"));
            }
        }
        return;
    }
    if u.sat_tight && !matches!(u.grade, Grade::E | Grade::V) {
        // A broken defence that chose to sit tight is overrun and surrenders, at no
        // further loss to the attacker; veterans never surrender (UMP-NQM-39).
        let name = u.name.clone();
        state.units[d].fate = Fate::Surrendered;
        report(
            state,
            dice,
            d,
            format!("{name} sat tight, is overrun and surrenders"),
        );
        return;
    }
    let can_retreat = retreat_hex(state, d, from).is_some();
    let green_unsupported = u.green && alone;
    let fate = disorganised_assaulted(u.grade, green_unsupported, can_retreat);
    let name = u.name.clone();
    match fate {
        WhenAssaulted::Surrenders => {
            state.units[d].fate = Fate::Surrendered;
            report(state, dice, d, format!("{name} surrenders"));
        }
        WhenAssaulted::Disperses => {
            state.units[d].fate = Fate::Dispersed;
            report(state, dice, d, format!("{name} disperses to the rear"));
        }
        WhenAssaulted::WithdrawsOrBreaksOut => {
            if let Some(h) = retreat_hex(state, d, from) {
                state.units[d].hex = h;
                state.units[d].position = Protection::Open;
                report(state, dice, d, format!("{name} withdraws"));
            } else {
                // Surrounded veterans break out a stand at a time (each of our stands
                // rolls its own die) to the nearest safe ground, not to the dump.
                let face = dice.d6(
                    "break-out: 3-6 gets away",
                    side_and_umpire(state.units[d].side),
                );
                let to = break_out_hex(state, d);
                if let (true, Some(h)) = (face >= 3, to) {
                    state.units[d].hex = h;
                    state.units[d].position = Protection::Open;
                    report(
                        state,
                        dice,
                        d,
                        format!("{name} breaks out to {} ({face})", cell(h)),
                    );
                } else {
                    state.units[d].fate = Fate::Surrendered;
                    report(
                        state,
                        dice,
                        d,
                        format!("{name} is caught and surrenders ({face})"),
                    );
                }
            }
        }
    }
}

/// The victorious attackers move into the hex they took (as many as it holds). Without fresh
/// orders, veterans and regulars dig in; conscripts and militia stay disorganised.
pub(super) fn occupy(state: &mut State, attackers: &[usize], target: Hex) {
    let cap = hex_capacity(state.hex_m);
    let side = state.units[attackers[0]].side;
    for &j in attackers {
        if state.count_at(target, side) >= cap || state.enemy_at(side, target) {
            break;
        }
        let u = &mut state.units[j];
        u.hex = target;
        u.position = Protection::Open;
        u.moved = true;
        if digs_in_without_orders(u.grade) {
            u.order = Order::Task {
                task: Task::DigIn,
                at: target,
            };
            u.work = Some(Work {
                task: Task::DigIn,
                at: target,
                hours_left: Task::DigIn.hours().0,
            });
            // After combat a unit is disorganised until its casualty markers are removed;
            // veterans and regulars reorganise as they dig in (UMP-NQM-35, UMP-NQM-43).
            if u.stand.markers > 0 {
                u.after_combat = true;
            }
        } else {
            u.order = Order::Hold { ambush: true };
            u.after_combat = true;
        }
    }
}
