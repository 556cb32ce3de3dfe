//! The firefight (NQM-3, NQM-2 step 5): each attacking stand fires a CU an hour, the
//! defenders reply (the engagement table the first time they open fire), the tallies run over
//! the hours until the attacker has caused more casualties than it received; special attack
//! rule 2, shoot and scoot. Ammunition is spent a third of a load at a time and casualties are
//! placed here for every step.

use super::*;

/// Spends `thirds` of a CU; false (and nothing spent) when the stand has not enough.
pub(super) fn spend(u: &mut Unit, thirds: u32) -> bool {
    if u.ammo_thirds < thirds {
        return false;
    }
    u.ammo_thirds -= thirds;
    true
}

/// Places `n` casualties on the stands `on` (NQM: no second marker before every stand has
/// one); overloaded stands are destroyed. Stands already gone take none.
pub(super) fn hit(state: &mut State, on: &[usize], n: u32, dice: &mut Dice) -> u32 {
    let live: Vec<usize> = on
        .iter()
        .copied()
        .filter(|&k| state.units[k].alive())
        .collect();
    if n == 0 || live.is_empty() {
        return 0;
    }
    let mut stands: Vec<Stand> = live.iter().map(|&k| state.units[k].stand).collect();
    let placed = place_casualties(&mut stands, n, dice);
    for (s, &k) in stands.iter().zip(&live) {
        let u = &mut state.units[k];
        // A brigade's or division's headquarters engaged with casualties (UMP-NQM-40).
        if s.pins() > u.stand.pins() || s.removed {
            u.hq_hit = true;
        }
        u.stand = *s;
        if s.removed {
            u.fate = Fate::Destroyed;
        }
    }
    for &r in &placed.removed {
        let k = live[r];
        let name = state.units[k].name.clone();
        report(state, dice, k, format!("{name} is overloaded and removed"));
    }
    n - placed.unplaced
}

/// Step 5: firefights. Every stand attacking a hex next to it fires a CU; the defenders reply
/// (the first time, the engagement table says how close they hold their fire). The attacker
/// wins the firefight when he has caused more casualties than he has received.
pub(super) fn firefights(state: &mut State, dice: &mut Dice) {
    let mut targets: Vec<(u8, Hex)> = Vec::new();
    for u in &state.units {
        if let Order::Attack { target } = u.order {
            if u.alive() && !u.disorganised && u.hex.distance(target) == 1 {
                targets.push((u.side, target));
            }
        }
    }
    targets.sort();
    targets.dedup();
    let over: Vec<(u8, Hex, Vec<u16>)> = state
        .attacks
        .iter()
        .filter(|a| !targets.contains(&(a.side, a.target)))
        .map(|a| (a.side, a.target, a.engaged.clone()))
        .collect();
    state
        .attacks
        .retain(|a| targets.contains(&(a.side, a.target)));
    for (side, target, engaged) in over {
        after_combat(state, 1 - side, target, dice);
        broke_off(state, &engaged, target, dice);
    }
    for (side, target) in targets {
        if !state.enemy_at(side, target) {
            continue;
        }
        let attackers: Vec<usize> = (0..state.units.len())
            .filter(|&k| {
                let u = &state.units[k];
                u.alive()
                    && u.side == side
                    && !u.disorganised
                    && u.order == Order::Attack { target }
                    && u.hex.distance(target) == 1
            })
            .collect();
        let defenders: Vec<usize> = state
            .stands_at(target)
            .filter(|&k| state.units[k].side != side)
            .collect();
        if attackers.is_empty() || defenders.is_empty() {
            continue;
        }
        let a = match state
            .attacks
            .iter()
            .position(|a| a.side == side && a.target == target)
        {
            Some(a) => a,
            None => {
                state.attacks.push(Attack {
                    side,
                    target,
                    caused: 0,
                    received: 0,
                    engaged: Vec::new(),
                    last_caused: 0,
                    last_received: 0,
                    reinforced: false,
                    won_hour: None,
                    rounds: 0,
                });
                march_formation(state, &attackers, &defenders, dice);
                state.attacks.len() - 1
            }
        };
        let fresh = attackers.iter().any(|&k| {
            !state.attacks[a]
                .engaged
                .contains(&u16::try_from(k).unwrap_or(0))
        });
        state.attacks[a].reinforced = fresh && !state.attacks[a].engaged.is_empty();
        if fresh {
            for &k in &attackers {
                state.units[k].to_ground = false;
            }
        }
        for &k in &attackers {
            let k = u16::try_from(k).unwrap_or(0);
            if !state.attacks[a].engaged.contains(&k) {
                state.attacks[a].engaged.push(k);
            }
        }
        if state.attacks[a].won_hour.is_some() {
            continue;
        }
        let scooted = shoot_and_scoot(state, &attackers, &defenders, dice);
        state.attacks[a].received += scooted;
        let defenders: Vec<usize> = state
            .stands_at(target)
            .filter(|&k| state.units[k].side != side)
            .collect();
        if defenders.is_empty() {
            continue;
        }
        // The attackers fire.
        let mark = dice.mark();
        let mut detail = cards::Detail::default();
        let def_class = defenders
            .iter()
            .map(|&k| state.target_class(k))
            .max()
            .unwrap_or(Class::Light);
        let def_armour = armour_at(state, &defenders, def_class);
        let mut caused = 0;
        for &k in &attackers {
            // A main body caught in march formation is still shaking out: it does not fire.
            if state.units[k].fired
                || state.units[k].disorganised
                || state.units[k].in_column
                || !spend(&mut state.units[k], 3)
            {
                continue;
            }
            state.units[k].fired = true;
            state.units[k].opened_fire = true;
            state.units[k].concealed = false;
            let face = dice.d6("firefight: attacker's CU", crate::game::UMPIRE_DICE);
            caused += cu_casualties(
                state,
                k,
                (def_class, def_armour),
                0,
                face,
                dice,
                &mut detail,
            );
        }
        // The defenders reply; the first time they open fire they may not hold it long enough.
        let att_class = attackers
            .iter()
            .map(|&k| attack_class(state, k))
            .max()
            .unwrap_or(Class::Light);
        let att_armour = attacking_armour(state, &attackers, att_class);
        let mut received = 0;
        for &k in &defenders {
            received += reply(state, k, att_class, att_armour, dice, &mut detail);
        }
        received += supporting_fire(
            state,
            &attackers,
            &defenders,
            att_class,
            att_armour,
            dice,
            &mut detail,
        );
        let (fired, replied) = (caused, received);
        let caused = hit(state, &defenders, caused, dice);
        // Casualties go on attacking infantry before tanks.
        let soft: Vec<usize> = attackers
            .iter()
            .copied()
            .filter(|&k| !state.units[k].tank())
            .collect();
        let received = if soft.is_empty() {
            hit(state, &attackers, received, dice)
        } else {
            hit(state, &soft, received, dice)
        };
        let at = &mut state.attacks[a];
        at.caused += caused;
        at.received += received;
        at.last_caused = caused;
        at.last_received = received;
        let won = at.caused > at.received;
        if won {
            at.won_hour = Some(state.hour);
        }
        let text = format!(
            "firefight at {}: attackers caused {caused}, received {received}{}",
            cell(target),
            if won {
                ": the attackers win the firefight"
            } else {
                ""
            }
        );
        let involved: Vec<usize> = attackers.iter().chain(&defenders).copied().collect();
        report_both(state, dice, &text, &involved);
        if dice.narrating() {
            detail.lines.push(format!(
                "the attackers' dice called for {}, the defence's for {}",
                cas(fired),
                cas(replied)
            ));
            let at = &state.attacks[a];
            let outcome = vec![
                format!(
                    "this hour the attackers caused {}, received {}",
                    cas(caused),
                    cas(received)
                ),
                format!(
                    "over the attack: caused {}, received {}{}",
                    at.caused,
                    at.received,
                    if won {
                        "; the attackers have caused more than they received: they win the firefight"
                    } else {
                        "; the attackers have not yet caused more than they received"
                    }
                ),
            ];
            fight_cards(
                state,
                dice,
                mark,
                Fight {
                    kind: "firefight",
                    title: format!("Firefight at {}", cell(target)),
                    side,
                    target,
                    attackers: &attackers,
                    defenders: &defenders,
                    detail: std::mem::take(&mut detail.lines),
                    cells: std::mem::take(&mut detail.cells),
                    outcome,
                },
            );
        }
        break_tests(state, &attackers, dice);
        break_tests(state, &defenders, dice);
    }
}

/// The combat for `target` is over (no stand attacks it any more) and `side` still holds it:
/// its stands there that carry casualty markers are disorganised after the combat until the
/// markers are removed, as the text has every unit up to battalion size (UMP-NQM-35 as
/// amended for the defence): at the effectiveness their markers leave them, still firing and
/// fighting (UMP-NQM-43). Elite troops are never disorganised in defence. Veterans and
/// regulars reorganise there without orders once no enemy is next to them and their command
/// stand is at hand.
fn after_combat(state: &mut State, side: u8, target: Hex, dice: &mut Dice) {
    let held: Vec<usize> = state
        .stands_at(target)
        .filter(|&k| {
            let u = &state.units[k];
            u.side == side && u.stand.markers > 0 && disorganised_in_defence(u.grade)
        })
        .collect();
    for k in held {
        let u = &mut state.units[k];
        if u.disorganised || u.after_combat {
            continue;
        }
        u.after_combat = true;
        let text = format!(
            "{} holds {} and is disorganised after the combat",
            u.name,
            cell(target)
        );
        report(state, dice, k, text);
    }
}

/// The attack on `target` by the stands `engaged` in it failed or was broken off: those still
/// fighting that carry casualty markers and are not in the hex are disorganised after the
/// combat as the defence is (UMP-NQM-43).
fn broke_off(state: &mut State, engaged: &[u16], target: Hex, dice: &mut Dice) {
    for &k in engaged {
        let k = usize::from(k);
        let Some(u) = state.units.get_mut(k) else {
            continue;
        };
        if !u.alive() || u.hex == target || u.stand.markers == 0 || u.disorganised || u.after_combat
        {
            continue;
        }
        u.after_combat = true;
        let text = format!(
            "{} is disorganised after its attack on {}",
            u.name,
            cell(target)
        );
        report(state, dice, k, text);
    }
}

/// One CU of reply by stand `k` on attackers of class `att_class`: the casualties it causes.
/// The first time a stand opens fire, the engagement table says how close it holds its fire.
/// A stand that has fired this hour, is disorganised (UMP-NQM-24: it must reorganise before it
/// fights again) or has no ammunition does not fire.
fn reply(
    state: &mut State,
    k: usize,
    att_class: Class,
    att_armour: bool,
    dice: &mut Dice,
    detail: &mut cards::Detail,
) -> u32 {
    if state.units[k].fired || state.units[k].disorganised || state.units[k].ammo() == 0 {
        return 0;
    }
    let mut shifts = 0;
    let mut effective = true;
    if !state.units[k].opened_fire {
        let face = dice.d6(
            "engagement table: how close fire is held",
            side_and_umpire(state.units[k].side),
        );
        let range = opens_fire_at(state.units[k].grade, face);
        match range {
            Range::Harassing => effective = false,
            Range::Effective => {}
            Range::Contact => shifts = 1,
        }
        if dice.narrating() {
            let at = match range {
                Range::Harassing => "harassing range (no effect)",
                Range::Effective => "effective range",
                Range::Contact => "contact range (one class up)",
            };
            detail.lines.push(format!(
                "{} opens fire: engagement d6 {face}, at {at}",
                state.units[k].name
            ));
        }
    }
    spend(&mut state.units[k], 3);
    state.units[k].fired = true;
    state.units[k].opened_fire = true;
    state.units[k].concealed = false;
    let face = dice.d6("firefight: defender's CU", crate::game::UMPIRE_DICE);
    if !effective {
        // Fire held only to harassing range: the CU is spent and hurts nobody.
        if dice.narrating() {
            detail.lines.push(format!(
                "{}: d6 {face}, at harassing range: no casualty",
                state.units[k].name
            ));
        }
        return 0;
    }
    cu_casualties(
        state,
        k,
        (att_class, att_armour),
        shifts,
        face,
        dice,
        detail,
    )
}

/// The casualties one CU of stand `k` causes on a target of `class` (armoured or not) with
/// `shifts`, from the die's `face`; the umpire's card line for it when narrated.
fn cu_casualties(
    state: &State,
    k: usize,
    (class, armour): (Class, bool),
    shifts: u32,
    face: u8,
    dice: &Dice,
    detail: &mut cards::Detail,
) -> u32 {
    let weapon = state.units[k].fires_at(class, armour);
    let read = table_cell(weapon, class, shifts);
    let n = read.map_or(0, |(w, p)| casualties(w, p, face));
    if dice.narrating() {
        if let Some((w, p)) = read {
            detail.read(w, p, face);
        }
        detail.lines.push(shot_line(
            &state.units[k].name,
            weapon,
            class,
            shifts,
            face,
            n,
        ));
    }
    n
}

/// A die of fire on the umpire's card: who fired, the classes, the table cell read, the face
/// and the casualties it called for.
fn shot_line(name: &str, weapon: Class, target: Class, shifts: u32, face: u8, n: u32) -> String {
    let cell = table_cell(weapon, target, shifts).map_or_else(
        || "too light to harm it".to_owned(),
        |(w, p)| cell_words(w, p),
    );
    format!(
        "{name}: {} weapon at a {} target, read as {cell}; d6 {face}: {}",
        class_word(weapon),
        class_word(target),
        cas(n)
    )
}

/// Whether stand `u` stands ready to fire in support: holding with its standing order to fire
/// (not `hold pass`), or digging in or fortifying where it stands.
fn holds_to_fire(u: &Unit) -> bool {
    match u.order {
        Order::Hold { ambush } => ambush,
        Order::Task {
            task: Task::DigIn | Task::Fortify,
            at,
        } => at == u.hex,
        _ => false,
    }
}

/// Supporting fire (UMP-NQM-36): other positions of the defending side return fire on the
/// attackers from the first hour of the attack. A stand outside the attacked hex gives it when
/// it holds with its standing order to fire (not `hold pass`) or is digging in where it
/// stands, sees an attacking stand within
/// its effective range (the next hex always), and is armed for direct fire; mortars and guns
/// under command of, or in direct support of, the attacked stands' headquarters fire at once
/// on the attackers' hexes within their range. Stands in support must first be released and
/// come by a fire order. Each gives one CU, as a defender's reply; the casualties go into the
/// defence's tally.
fn supporting_fire(
    state: &mut State,
    attackers: &[usize],
    defenders: &[usize],
    att_class: Class,
    att_armour: bool,
    dice: &mut Dice,
    detail: &mut cards::Detail,
) -> u32 {
    let side = state.units[defenders[0]].side;
    let heads: Vec<usize> = defenders.iter().map(|&d| state.unit_head(d)).collect();
    let supporters: Vec<usize> = (0..state.units.len())
        .filter(|&j| {
            let u = &state.units[j];
            if !u.alive()
                || u.side != side
                || defenders.contains(&j)
                || !holds_to_fire(u)
                || u.arm == Arm::Logistic
                || u.fired
                || u.disorganised
                || u.ammo() == 0
            {
                return false;
            }
            let reach = if u.gun.indirect() {
                if !serves_at_once(state, j, &heads) {
                    return false;
                }
                state.range_hexes(j)
            } else {
                state.range_hexes(j).max(1)
            };
            attackers
                .iter()
                .any(|&k| state.seen_by_enemy(k) && state.units[k].hex.distance(u.hex) <= reach)
        })
        .collect();
    let mut caused = 0;
    for j in supporters {
        let n = reply(state, j, att_class, att_armour, dice, detail);
        caused += n;
        let name = state.units[j].name.clone();
        report(
            state,
            dice,
            j,
            format!("{name} gives supporting fire: {}", cas(n)),
        );
    }
    caused
}

/// Whether mortar or gun stand `j` fires at once for the headquarters in `heads`: under command
/// of, or in direct support of, one of them, directly or through supporting headquarters of its
/// own (a battery under command of an artillery battalion in direct support of the attacked
/// battalion). A link in support needs release first; a climb through any other headquarters
/// reaches a higher headquarters, whose guns answer fire orders only (UMP-NQM-36).
fn serves_at_once(state: &State, j: usize, heads: &[usize]) -> bool {
    let mut at = j;
    // The chain of command ends (scenarios are checked), so this is only a bound.
    for _ in 0..state.units.len() {
        let u = &state.units[at];
        let Some(p) = u.parent.map(usize::from) else {
            return false;
        };
        if u.relationship.needs_release() {
            return false;
        }
        if u.relationship.may_call(heads.contains(&p), false) {
            return true;
        }
        if state.units[p].arm != Arm::Supporting {
            return false;
        }
        at = p;
    }
    false
}

/// Whether a stand may shoot and scoot: anti-tank guns, recce and artillery.
#[must_use]
pub fn may_shoot_and_scoot(u: &Unit) -> bool {
    u.role == Role::Recce
        || u.gun.indirect()
        || matches!(
            u.gun,
            RangedWeapon::LightAtGun | RangedWeapon::MediumAtGun | RangedWeapon::HeavyAtGun
        )
}

/// Special attack rule 2 at the start of a firefight: defenders ordered to shoot and scoot who
/// outrange every attacker fire one CU and fall back. Returns the casualties they caused.
pub(super) fn shoot_and_scoot(
    state: &mut State,
    attackers: &[usize],
    defenders: &[usize],
    dice: &mut Dice,
) -> u32 {
    let reach = attackers
        .iter()
        .map(|&k| state.units[k].range_m)
        .max()
        .unwrap_or(0);
    let cap = hex_capacity(state.hex_m);
    let mut caused = 0;
    for &d in defenders {
        let (to, rounds) = match state.units[d].order {
            Order::ShootAndScoot { to } => (Some(to), 1),
            Order::FireTwice => (None, 2),
            _ => continue,
        };
        let u = &state.units[d];
        if u.range_m <= reach || u.fired || u.disorganised || !may_shoot_and_scoot(u) {
            continue;
        }
        if !spend(&mut state.units[d], 3) {
            continue;
        }
        // A second CU only if it has one left.
        let rounds = if rounds == 2 && spend(&mut state.units[d], 3) {
            2
        } else {
            1
        };
        state.units[d].fired = true;
        state.units[d].opened_fire = true;
        state.units[d].concealed = false;
        let cls = attackers
            .iter()
            .map(|&k| attack_class(state, k))
            .max()
            .unwrap_or(Class::Light);
        let cls_armour = attacking_armour(state, attackers, cls);
        let mut k = 0;
        for _ in 0..rounds {
            let face = dice.d6(
                "shoot and scoot: a CU at maximum range",
                crate::game::UMPIRE_DICE,
            );
            let weapon = state.units[d].fires_at(cls, cls_armour);
            k += table_cell(weapon, cls, 0).map_or(0, |(w, p)| casualties(w, p, face));
        }
        let soft: Vec<usize> = attackers
            .iter()
            .copied()
            .filter(|&j| !state.units[j].tank())
            .collect();
        caused += hit(
            state,
            if soft.is_empty() { attackers } else { &soft },
            k,
            dice,
        );
        let side = state.units[d].side;
        let name = state.units[d].name.clone();
        let Some(to) = to else {
            report(
                state,
                dice,
                d,
                format!("{name} stands and fires twice: {}", cas(k)),
            );
            continue;
        };
        let free = state.passable(to, state.units[d].mover)
            && to.distance(state.units[d].hex) == 1
            && !state.enemy_at(side, to)
            && state.count_at(to, side) < cap;
        if free {
            let u = &mut state.units[d];
            u.hex = to;
            u.position = Protection::Open;
            u.order = Order::Hold { ambush: true };
            u.moved = true;
        }
        report(
            state,
            dice,
            d,
            format!(
                "{name} shoots and scoots: {}{}",
                cas(k),
                if free { "" } else { ", but cannot get away" }
            ),
        );
    }
    caused
}

/// The target class of an attacking stand: infantry attacking count as light, vehicles by
/// armour.
/// Whether the stands of `group` that set its class `cls` are vehicles (armour): then infantry
/// without anti-tank weapons fire at the group as very light.
pub(super) fn armour_at(state: &State, group: &[usize], cls: Class) -> bool {
    group
        .iter()
        .any(|&k| state.units[k].tank() && state.target_class(k) == cls)
}

/// Whether the attackers that set their class `cls` are vehicles.
pub(super) fn attacking_armour(state: &State, attackers: &[usize], cls: Class) -> bool {
    attackers
        .iter()
        .any(|&k| state.units[k].tank() && attack_class(state, k) == cls)
}

pub(super) fn attack_class(state: &State, k: usize) -> Class {
    let u = &state.units[k];
    if u.tank() {
        u.armour
    } else if u.in_column {
        // Soft troops caught in march formation are in the open and on the move.
        Class::VeryLight
    } else {
        Class::Light
    }
}

/// The start line (UMP-NQM-37): the first hour of an attack, stands that come into it
/// straight off the line of march (they moved this hour; recce excepted) need a recce stand
/// of their side, not in the attack, next to one of them to have marked their start line.
/// Without one the main body may deploy too late: the recce sequence table's die, the worst
/// grade among them against the best of the defenders, must make the table's score, or they
/// are caught in march formation for the hour (they do not fire, and soft troops are very
/// light targets). The die is the umpire's: its score would tell the defenders' grade.
fn march_formation(state: &mut State, attackers: &[usize], defenders: &[usize], dice: &mut Dice) {
    let column: Vec<usize> = attackers
        .iter()
        .copied()
        .filter(|&k| state.units[k].moved && state.units[k].role != Role::Recce)
        .collect();
    if column.is_empty() {
        return;
    }
    let side = state.units[column[0]].side;
    let marked = (0..state.units.len()).any(|j| {
        let u = &state.units[j];
        u.alive()
            && u.side == side
            && u.role == Role::Recce
            && !attackers.contains(&j)
            && column
                .iter()
                .any(|&k| state.units[k].hex.distance(u.hex) <= 1)
    });
    if marked {
        return;
    }
    let grade = worst_grade(state, &column);
    let defence = defenders
        .iter()
        .map(|&k| state.units[k].grade)
        .min()
        .unwrap_or(Grade::R);
    let face = dice.d6(
        "march formation: does the main body deploy in time",
        crate::game::UMPIRE_DICE,
    );
    if crate::tables::recce_need(grade, defence).is_some_and(|n| face >= n) {
        return;
    }
    for &k in &column {
        state.units[k].in_column = true;
    }
    let name = state.units[column[0]].name.clone();
    let more = if column.len() > 1 {
        format!(" and {} more", column.len() - 1)
    } else {
        String::new()
    };
    let text = format!(
        "{name}{more}, attacking with no start line marked, deployed too late: caught in march formation"
    );
    let involved: Vec<usize> = column.iter().chain(defenders).copied().collect();
    report_both(state, dice, &text, &involved);
}
