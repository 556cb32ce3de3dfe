//! Melee (sections 5A–5I and 7): supports within their arcs, the MDI cards, losses in halves
//! spread from the contact square, retreats and the facing after a melee.

use super::*;

/// Retreat (5G): `steps` squares, diagonals counting 1, towards `dir` as nearly as the enemy
/// and the ground allow; off the board edge the unit leaves the battle (10); cut off by enemy
/// units or impassable ground it is destroyed. Friends never cut a retreat off: it passes
/// through them and, if it would end in a square it may not share, goes on in the same way
/// until it finds room (UMP-NAP-19).
pub fn retreat(state: &mut State, i: usize, dir: Dir8, steps: u32, dice: &mut Dice) {
    /// Further squares a retreat may go to find room beyond its friends.
    const ROOM: u32 = 8;
    let mut taken = 0;
    loop {
        let u = &state.units[i];
        if !u.on_board() {
            return;
        }
        let here = u.square;
        if taken >= steps && state.stacking_allows(i, here) {
            return;
        }
        if taken >= steps + ROOM {
            state.units[i].status = Status::Destroyed;
            let name = state.units[i].name.clone();
            report(
                state,
                dice,
                format!("{name} finds no room to rally behind its friends and is destroyed"),
            );
            return;
        }
        let side = u.side;
        let mut next = None;
        for turn in [0i8, 1, -1, 2, -2] {
            let n = here.step8(dir.turned(turn));
            if !state.on_board(n) {
                if turn.abs() <= 1 {
                    state.units[i].status = Status::OffBoard;
                    let name = state.units[i].name.clone();
                    report(state, dice, format!("{name} retreats off the board"));
                    return;
                }
                continue;
            }
            if state.terrain(n).is_some_and(Terrain::passable)
                && !state.enemy_at(n, side)
                && !state.squeezed(here, n, side)
            {
                next = Some(n);
                break;
            }
        }
        let Some(n) = next else {
            state.units[i].status = Status::Destroyed;
            let name = state.units[i].name.clone();
            report(state, dice, format!("{name} is cut off and destroyed"));
            return;
        };
        state.units[i].square = n;
        taken += 1;
    }
}

/// The arc in eighths within which a unit supports a melee (NAP-6): line infantry straight
/// ahead, other infantry and artillery ±45°, cavalry and commanders ±90°.
#[must_use]
pub fn support_arc(h: &House, u: &Unit) -> u8 {
    u8::try_from(h.support_arc.get(u.kind) / 45).unwrap_or(3)
}

/// Whether unit `i` may support melee `m` (5A, 7, NAP-6): next to the contact square, not in
/// another melee, more than one stand (a commander alone may), not cavalry against an unbroken
/// square in the contact square (8B: a support melees too), and the contact square within
/// its arc — the attacker may face freely; the defender may face round ±90° (but cavalry that
/// could not support at the start of the turn may not wheel to do so); squares any way.
#[must_use]
pub fn may_support(state: &State, i: usize, m: usize) -> bool {
    let u = &state.units[i];
    let mel = &state.melees[m];
    if !u.on_board() || u.in_melee || u.square == mel.contact {
        return false;
    }
    // A unit in another melee's contact square fights there (5A: one melee a turn).
    if state.melees.iter().any(|x| x.contact == u.square) {
        return false;
    }
    if u.square.chebyshev(mel.contact) != 1 {
        return false;
    }
    if u.stands < 2 && u.kind != Kind::Commander {
        return false;
    }
    if state.melees.iter().any(|x| {
        x.supports
            .iter()
            .any(|s| s.contains(&u16::try_from(i).unwrap_or(0)))
    }) {
        return false;
    }
    // 7: a commander with a unit supports as that unit does.
    let u = state.accompanied(i).map_or(u, |j| &state.units[j]);
    // 8B: a support is part of the melee, and cavalry may not melee an unbroken square.
    if u.kind.cavalry()
        && state
            .units_at(mel.contact)
            .any(|j| state.units[j].side != u.side && state.units[j].in_square())
    {
        return false;
    }
    if u.side == state.attacker || u.in_square() {
        return true;
    }
    let Some(d) = dir_towards(u.square, mel.contact) else {
        return false;
    };
    // 5A: defending cavalry that cannot support infantry or artillery may not wheel to do so;
    // other defenders may face round ±90°.
    let foot_or_guns = state.units_at(mel.contact).any(|j| {
        state.units[j].side == u.side
            && !state.units[j].kind.cavalry()
            && state.units[j].kind != Kind::Commander
    });
    let turn = if u.kind.cavalry() && foot_or_guns {
        0
    } else {
        2
    };
    eighths_between(u.facing, d) <= support_arc(&state.house, u) + turn
}

/// Step 5: one melee, after both cards are in.
pub fn resolve_melee(state: &mut State, m: usize, dice: &mut Dice) {
    let mark = dice.mark();
    let mel = state.melees[m].clone();
    let att = state.attacker;
    let def = 1 - att;
    let [Some(ac), Some(dc)] = [mel.cards[usize::from(att)], mel.cards[usize::from(def)]] else {
        return;
    };
    // Who fights: the units in the contact square, then the supports clockwise from north.
    let order = |side: u8, state: &State| -> Vec<usize> {
        // 5A: a unit fights in one melee a turn; one that fought in an earlier melee (and
        // perhaps retreated into this one's squares) does not fight again.
        let mut first: Vec<usize> = state
            .units_at(mel.contact)
            .filter(|&j| state.units[j].side == side && !state.units[j].in_melee)
            .collect();
        first.sort_by_key(|&j| state.units[j].kind == Kind::Commander);
        let mut rest: Vec<usize> = mel.supports[usize::from(side)]
            .iter()
            .map(|&j| usize::from(j))
            .filter(|&j| state.units[j].on_board() && !state.units[j].in_melee)
            .collect();
        rest.sort_by_key(|&j| {
            dir_towards(mel.contact, state.units[j].square).map_or(0, |d| d as u8)
        });
        first.extend(rest);
        first
    };
    let a_units = order(att, state);
    let d_units = order(def, state);
    if !a_units
        .iter()
        .any(|&j| state.units[j].square == mel.contact)
        || !d_units
            .iter()
            .any(|&j| state.units[j].square == mel.contact)
    {
        // Earlier melees' retreats left the contact square to one side (or none): 5A's melee
        // is made by units in the enemy's square, so there is none here (UMP-NAP-21).
        report(
            state,
            dice,
            format!(
                "no melee at {},{}: one side is no longer in the square",
                mel.contact.x, mel.contact.y
            ),
        );
        return;
    }
    for &j in a_units.iter().chain(&d_units) {
        state.units[j].in_melee = true;
    }
    // NAP-5, 7: a commander's value counts only when he acts alone.
    let value = |units: &[usize], state: &State| -> u32 {
        units
            .iter()
            .filter(|&&j| state.accompanied(j).is_none())
            .map(|&j| state.units[j].value_halves(&state.house))
            .sum()
    };
    let (av, dv) = (value(&a_units, state), value(&d_units, state));
    let result = mdi_resolve(ac, dc);
    report(
        state,
        dice,
        format!(
            "melee at {},{}: attacker {} ({}) against defender {} ({}): {}",
            mel.contact.x,
            mel.contact.y,
            ac.name(),
            halves_text(av),
            dc.name(),
            halves_text(dv),
            result.name()
        ),
    );
    // Losses in halves of value, each side.
    let (mut a_loss, mut d_loss) = (0u32, 0u32);
    let mut a_loss_frac = false;
    let mut d_loss_frac = false;
    let mut withdraw: [bool; 2] = [false, false];
    let mut inferior: Option<u8> = None;
    let protected = state.terrain(mel.contact).is_some_and(Terrain::protected);
    match result {
        MdiResult::BothWithdraw => withdraw = [true, true],
        MdiResult::AttackerWithdraws => withdraw[usize::from(att)] = true,
        MdiResult::DefenderWithdraws => withdraw[usize::from(def)] = true,
        MdiResult::Equal => {
            // Each loses half the weaker side's strength (equal: half of its own).
            let w = av.min(dv);
            a_loss = w / 2;
            d_loss = w / 2;
            a_loss_frac = w % 2 == 1;
            d_loss_frac = w % 2 == 1;
        }
        MdiResult::AttackerSuperior | MdiResult::DefenderSuperior => {
            let (sup_v, inf) = if result == MdiResult::AttackerSuperior {
                (av, def)
            } else {
                (dv, att)
            };
            inferior = Some(inf);
            // NAP-8: the inferior loses 1 + (S − 1)/2 = (S + 1)/2 of value, the superior half
            // what the inferior actually loses (5C: "for each 2 inferior casualties"), which is
            // never more than the inferior has. In quarters of a stand's value: S_h + 2 (S_h
            // the superior's halves). A protected contact square's spared stand is settled
            // below, once the defender's stands lost are known (6A, UMP-NAP-23).
            let inf_v = if inf == att { av } else { dv };
            let inf_q = (sup_v + 2).min(2 * inf_v);
            let mut sup_q = inf_q / 2;
            // (With the defender inferior in a protected square the attacker's loss waits
            // for the defender's; no coin is tossed for it here.)
            let later = inf == def && protected;
            if later {
                sup_q = 0;
            } else if inf_q % 2 == 1 && dice.pick(2, "melee: coin for an eighth", SeatSet::ALL) == 1
            {
                sup_q += 1;
            }
            let (il, ifr) = (inf_q / 2, inf_q % 2 == 1);
            let (sl, sfr) = (sup_q / 2, sup_q % 2 == 1);
            if inf == att {
                a_loss = il;
                a_loss_frac = ifr;
                d_loss = sl;
                d_loss_frac = sfr;
            } else {
                d_loss = il;
                d_loss_frac = ifr;
                a_loss = sl;
                a_loss_frac = sfr;
            }
        }
    }
    // A quarter-stand fraction of a half is settled by a fair coin (NAP-8).
    if a_loss_frac && dice.pick(2, "melee: coin for a fraction (attacker)", SeatSet::ALL) == 1 {
        a_loss += 1;
    }
    if d_loss_frac && dice.pick(2, "melee: coin for a fraction (defender)", SeatSet::ALL) == 1 {
        d_loss += 1;
    }
    if protected {
        // 6A: in a protected contact square the attacker destroys one stand less than he
        // otherwise would. The defender's stands lost are settled first; when the defender was
        // the inferior deployment, the attacker then loses half of what the defender actually
        // lost (UMP-NAP-23).
        let mut d_lost = melee_stands_lost(state, &d_units, d_loss, dice);
        spare_one_stand(&mut d_lost);
        let lost_halves: u32 = d_units
            .iter()
            .zip(&d_lost)
            .map(|(&j, &n)| n * state.house.value_halves(state.units[j].kind))
            .sum();
        if inferior == Some(def) {
            a_loss = lost_halves / 2;
            if lost_halves % 2 == 1
                && dice.pick(2, "melee: coin for a fraction (attacker)", SeatSet::ALL) == 1
            {
                a_loss += 1;
            }
        }
        d_loss = lost_halves;
        apply_melee_losses(state, &a_units, a_loss, dice);
        kill_melee_stands(state, &d_units, &d_lost, dice);
    } else {
        apply_melee_losses(state, &a_units, a_loss, dice);
        apply_melee_losses(state, &d_units, d_loss, dice);
    }
    let a_left: Vec<usize> = a_units
        .iter()
        .copied()
        .filter(|&j| state.units[j].on_board())
        .collect();
    let d_left: Vec<usize> = d_units
        .iter()
        .copied()
        .filter(|&j| state.units[j].on_board())
        .collect();
    let (av2, dv2) = (value(&a_left, state), value(&d_left, state));
    // Who falls back.
    let back_from =
        dir_towards(mel.contact, mel.from).unwrap_or(state.sides[usize::from(att)].rear);
    let def_rear = state.sides[usize::from(def)].rear;
    let mut retreat_side: Vec<u8> = Vec::new();
    let mut destroy_side: Option<u8> = None;
    if withdraw[0] || withdraw[1] {
        for s in 0..2u8 {
            if withdraw[usize::from(s)] {
                retreat_side.push(s);
            }
        }
    } else if result == MdiResult::Equal && av == dv {
        // 5C: equal deployments and equal numbers (before the losses): each side loses half
        // and both retreat 2, whatever the coins for the half stands gave.
        retreat_side = vec![att, def];
    } else if result != MdiResult::Equal && av2 == dv2 {
        // Unequal deployments whose numbers left are equal: the inferior retreats.
        if let Some(inf) = inferior {
            retreat_side.push(inf);
        }
    } else {
        // Equal deployments: the side weaker before the losses retreats (or, three times
        // outnumbered by what is left, is destroyed); unequal: the weaker of what is left.
        let weaker = if result == MdiResult::Equal {
            if av < dv {
                att
            } else {
                def
            }
        } else if av2 < dv2 {
            att
        } else {
            def
        };
        let (w, s) = if weaker == att {
            (av2, dv2)
        } else {
            (dv2, av2)
        };
        let three = if result == MdiResult::Equal {
            s > 3 * w
        } else {
            s >= 3 * w
        };
        if three {
            destroy_side = Some(weaker);
        } else {
            retreat_side.push(weaker);
        }
    }
    let winner: Option<u8> = match (destroy_side, retreat_side.as_slice()) {
        (Some(l), _) => Some(1 - l),
        (None, [l]) => Some(1 - l),
        _ => None,
    };
    let card = MeleeCard {
        at: (mel.contact.x, mel.contact.y),
        cards: (ac.name(), dc.name()),
        read: (crate::mdi::index(ac), crate::mdi::index(dc)),
        values: (av, dv),
        losses: (a_loss, d_loss),
        result: result.name(),
        protected,
        retreat: &retreat_side,
        destroyed: destroy_side,
        attacker: att,
    };
    dice.card(SeatSet::ALL, mark, || {
        card.build(state, (&a_units, &d_units))
    });
    // Equipment (5H): the loser's guns and wagon in the contact square go to the superior
    // deployment (or, deployments equal, the stronger side), unless it was destroyed.
    let taker = match result {
        MdiResult::AttackerSuperior => Some(att),
        MdiResult::DefenderSuperior => Some(def),
        MdiResult::Equal => winner,
        _ => None,
    };
    if let Some(t) = taker {
        // 5H: "unless destroyed": the taker's own melee force must have come through.
        let survivors = if t == att { &a_left } else { &d_left };
        if !survivors.is_empty() && withdraw.iter().all(|&w| !w) {
            let captured: Vec<usize> = state
                .units
                .iter()
                .enumerate()
                .filter(|(_, u)| {
                    u.side != t
                        && u.kind.battery()
                        && u.square == mel.contact
                        && u.status != Status::OffBoard
                })
                .map(|(j, _)| j)
                .collect();
            for j in captured {
                if !state.units[j].guns.is_empty() || state.units[j].wagon {
                    let name = state.units[j].name.clone();
                    state.units[j].guns.clear();
                    state.units[j].wagon = false;
                    if state.units[j].status == Status::Abandoned {
                        state.units[j].status = Status::Destroyed;
                    }
                    report(state, dice, format!("{name}'s guns are captured"));
                }
            }
        }
    }
    if let Some(l) = destroy_side {
        let list = if l == att { &a_left } else { &d_left };
        for &j in list {
            state.units[j].status = Status::Destroyed;
        }
        report(
            state,
            dice,
            format!(
                "{} is three times stronger: the rest of the weaker side is destroyed",
                state.sides[usize::from(1 - l)].name
            ),
        );
    }
    for s in retreat_side {
        let list = if s == att {
            a_left.clone()
        } else {
            d_left.clone()
        };
        let dir = if s == att { back_from } else { def_rear };
        for j in list {
            if state.units[j].on_board() {
                retreat(state, j, dir, 2, dice);
            }
        }
    }
    // Attackers still in the contact square with the defender gone hold it; defenders still
    // there with the attacker gone keep it. If both remain (it cannot be), the attacker falls
    // back.
    let still: Vec<usize> = state.units_at(mel.contact).collect();
    let sides_left: Vec<u8> = still.iter().map(|&j| state.units[j].side).collect();
    if sides_left.contains(&att) && sides_left.contains(&def) {
        for &j in &still {
            if state.units[j].side == att {
                retreat(state, j, back_from, 2, dice);
            }
        }
    }
    // A square of several units one of whose corners fell back is broken (8C).
    settle_squares(state);
    // Free facing after the melee (5I): a person's units wait for their commander's choice
    // after the turn's melees; the engine faces a bot's towards the nearest enemy.
    for &j in a_units.iter().chain(&d_units) {
        let u = &state.units[j];
        if state.sides[usize::from(u.side)].owner_chooses {
            let k = u16::try_from(j).unwrap_or(u16::MAX);
            if u.on_board() && !u.in_square() && !state.to_face.contains(&k) {
                state.to_face.push(k);
            }
        } else {
            face_nearest_enemy(state, j);
        }
    }
}

/// What a melee's result card says (built only when the game is narrated).
struct MeleeCard<'a> {
    at: (i8, i8),
    cards: (&'static str, &'static str),
    /// The pair's cell of the MDI table (row: the attacker's card, column: the defender's).
    read: (usize, usize),
    values: (u32, u32),
    losses: (u32, u32),
    result: &'static str,
    protected: bool,
    retreat: &'a [u8],
    destroyed: Option<u8>,
    attacker: u8,
}

impl MeleeCard<'_> {
    fn build(&self, state: &State, (a, d): (&[usize], &[usize])) -> umpire_core::Card {
        let names = |units: &[usize]| {
            units
                .iter()
                .map(|&j| state.units[j].name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let role = |s: u8| {
            if s == self.attacker {
                "the attacker"
            } else {
                "the defender"
            }
        };
        let mut lines = vec![format!(
            "the cards {} against {}: {}",
            self.cards.0, self.cards.1, self.result
        )];
        if self.protected {
            lines.push(
                "the contact square is protected (6A): the defender loses one stand less".into(),
            );
        }
        lines.push(format!(
            "losses: the attacker {}, the defender {}",
            halves_text(self.losses.0),
            halves_text(self.losses.1)
        ));
        if let Some(l) = self.destroyed {
            lines.push(format!(
                "{} is outnumbered three to one and destroyed",
                role(l)
            ));
        }
        for &s in self.retreat {
            lines.push(format!("{} retreats", role(s)));
        }
        umpire_core::Card {
            kind: "melee".into(),
            title: format!("melee at {},{}", self.at.0, self.at.1),
            sides: vec![
                format!(
                    "attacker: {} — card {}, value {}",
                    names(a),
                    self.cards.0,
                    halves_text(self.values.0)
                ),
                format!(
                    "defender: {} — card {}, value {}",
                    names(d),
                    self.cards.1,
                    halves_text(self.values.1)
                ),
            ],
            dice: Vec::new(),
            lines,
            read: Some(umpire_core::TableRead::cell(
                "mdi",
                self.read.0,
                self.read.1,
            )),
        }
    }
}

pub(super) fn halves_text(h: u32) -> String {
    if h.is_multiple_of(2) {
        format!("{}", h / 2)
    } else {
        format!("{}.5", h / 2)
    }
}

/// Spreads a loss of `halves` over the units in order (5E–5F, NAP-5), a coin for a fraction.
pub(super) fn apply_melee_losses(state: &mut State, units: &[usize], halves: u32, dice: &mut Dice) {
    let lost = melee_stands_lost(state, units, halves, dice);
    kill_melee_stands(state, units, &lost, dice);
}

/// 6A: one stand fewer of `lost`, from the unit that loses the most (the later in the spread
/// on a tie), so the kills stay as even as 5E wants them.
fn spare_one_stand(lost: &mut [u32]) {
    let most = lost.iter().copied().max().unwrap_or(0);
    if most == 0 {
        return;
    }
    if let Some(k) = lost.iter().rposition(|&n| n == most) {
        lost[k] -= 1;
    }
}

/// The stands each of `units` loses for a loss of `halves` of value (5E–5F, NAP-5), a coin
/// for a fraction.
fn melee_stands_lost(state: &State, units: &[usize], halves: u32, dice: &mut Dice) -> Vec<u32> {
    if halves == 0 || units.is_empty() {
        return vec![0; units.len()];
    }
    let list: Vec<(u32, u32)> = units
        .iter()
        .map(|&j| {
            (
                state.house.value_halves(state.units[j].kind),
                state.units[j].stands,
            )
        })
        .collect();
    let (mut lost, coin) = spread_by(&list, halves);
    if let Some(u) = coin {
        if dice.pick(2, "melee: coin for the next stand", SeatSet::ALL) == 1 {
            lost[u] += 1;
        }
    }
    lost
}

/// Takes `lost[k]` stands off each unit `units[k]`.
fn kill_melee_stands(state: &mut State, units: &[usize], lost: &[u32], dice: &mut Dice) {
    for (k, &j) in units.iter().enumerate() {
        if lost[k] > 0 {
            let n = kill_stands(state, j, lost[k]);
            let name = state.units[j].name.clone();
            report(state, dice, format!("{name} loses {n}"));
        }
    }
}

/// Faces unit `j` towards the nearest enemy unit (free facing after a melee).
pub fn face_nearest_enemy(state: &mut State, j: usize) {
    let u = &state.units[j];
    if !u.on_board() || u.in_square() {
        return;
    }
    let me = u.square;
    let nearest = state
        .units
        .iter()
        .filter(|e| e.on_board() && e.side != u.side)
        .map(|e| e.square)
        .min_by_key(|s| (distance_halves(me, *s), *s));
    if let Some(d) = nearest.and_then(|s| dir_towards(me, s)) {
        state.units[j].facing = d;
    }
}
