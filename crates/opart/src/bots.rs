//! Bots: `random` (the kernel's) and a heuristic that scores each legal action from the view:
//! it fires when the exact odds favour it (artillery massing at range first), turns to face the
//! nearest enemy, moves to take and hold objectives and to reach flanks, and pulls a spent
//! division (morale at a third or less) back out of contact.

use umpire_core::geometry::hex::angle_between;
use umpire_core::geometry::{Hex, HexDir};
use umpire_core::{Bot, Rng, Seat};

use crate::combat::{odds, CombatResult, Fighter};
use crate::map::Terrain;
use crate::view::{StandView, View};
use crate::{Action, OpArt};

/// The heuristic bot.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot;

/// Bot kinds.
pub const BOT_KINDS: &[&str] = &["random", "heuristic"];

/// A bot by kind.
#[must_use]
pub fn by_name(kind: &str) -> Option<Box<dyn Bot<OpArt>>> {
    match kind {
        "random" => Some(Box::new(umpire_core::RandomBot)),
        "heuristic" => Some(Box::new(HeuristicBot)),
        _ => None,
    }
}

impl Bot<OpArt> for HeuristicBot {
    fn choose(
        &mut self,
        _seat: Seat,
        view: Option<&View>,
        legal: &[Action],
        rng: &mut Rng,
    ) -> usize {
        let Some(v) = view else {
            return rng.index(legal.len());
        };
        let foes = Foes::new(v);
        let best = umpire_core::bot::best_index(legal, rng, |a| score(v, &foes, a));
        foes.keep();
        best
    }

    fn scores(
        &mut self,
        _seat: Seat,
        view: &View,
        legal: &[Action],
        _rng: &mut Rng,
    ) -> Option<Vec<f64>> {
        let foes = Foes::new(view);
        let scores = legal.iter().map(|a| score(view, &foes, a)).collect();
        foes.keep();
        Some(scores)
    }
}

/// The hexes of each side's stands on the map: what a stand's nearest enemy is read from, for
/// every action scored.
struct Foes {
    stands: [Vec<(Hex, HexDir)>; 2],
    /// Map width, for [`Foes::nearest`]'s memo.
    width: i16,
    /// [`Foes::nearest`]'s answers by the side asking and on-map hex, as they are first asked
    /// for (a decision scores many moves into the same few hexes).
    near: [Vec<std::cell::Cell<Option<Nearest>>>; 2],
    /// [`Foes::flanked`]'s answers, kept as `near` is.
    flanks: [Vec<std::cell::Cell<Option<u8>>>; 2],
    /// The bearing from a hex to another last worked out for [`score`]'s turns (a stand's
    /// turns all look at the same nearest enemy).
    bearing: std::cell::Cell<Option<(Hex, Hex, f64)>>,
}

/// The distance to the nearest enemy and its hex, if there is one.
type Nearest = Option<(u16, Hex)>;

thread_local! {
    /// The last decision's [`Foes`]. Within an activation the enemy seldom moves, so the
    /// nearest enemies worked out for one decision stay right for the next; each side's memo is
    /// kept only while the stands it measures to are where they were.
    static LAST_FOES: std::cell::RefCell<Option<Foes>> = const { std::cell::RefCell::new(None) };
}

impl Foes {
    /// The stands of `v`, with what is still known of the last decision's foes.
    fn new(v: &View) -> Self {
        let mut stands = [Vec::new(), Vec::new()];
        for s in &v.stands {
            if let Some(h) = s.hex {
                stands[usize::from(side_of(v, s) == crate::Side::Soviet)].push((h, s.facing));
            }
        }
        let cells = v.map.cells.len();
        let last = LAST_FOES.with(|l| l.borrow_mut().take());
        let (near, flanks) = match last {
            Some(last) if last.width == v.map.width => {
                let ([n0, n1], [f0, f1]) = (last.near, last.flanks);
                // Side 0's memos measure to side 1's stands, and side 1's to side 0's.
                let (k0, k1) = (last.stands[1] == stands[1], last.stands[0] == stands[0]);
                (
                    [kept_or_fresh(n0, k0, cells), kept_or_fresh(n1, k1, cells)],
                    [kept_or_fresh(f0, k0, cells), kept_or_fresh(f1, k1, cells)],
                )
            }
            _ => ([fresh(cells), fresh(cells)], [fresh(cells), fresh(cells)]),
        };
        Foes {
            stands,
            width: v.map.width,
            near,
            flanks,
            bearing: std::cell::Cell::new(None),
        }
    }

    /// Keeps the memo for the thread's next decision.
    fn keep(self) {
        LAST_FOES.with(|l| *l.borrow_mut() = Some(self));
    }

    /// The enemy of `me` nearest `at`: its distance and hex (the lowest on a tie).
    fn nearest(&self, v: &View, me: &StandView, at: Hex) -> Option<(u16, Hex)> {
        let side = usize::from(side_of(v, me) == crate::Side::Soviet);
        self.remembered(v, &self.near[side], at, || {
            self.stands[1 - side]
                .iter()
                .map(|&(h, _)| (h.distance(at), h))
                .min()
        })
    }

    /// How many enemies of `me` stand next to `to` facing away from it (on whose flank or
    /// rear `to` lies).
    fn flanked(&self, v: &View, me: &StandView, to: Hex) -> u8 {
        let side = usize::from(side_of(v, me) == crate::Side::Soviet);
        self.remembered(v, &self.flanks[side], to, || {
            let n = self.stands[1 - side]
                .iter()
                .filter(|&&(he, facing)| he.distance(to) == 1 && behind(he, facing, to))
                .count();
            u8::try_from(n).unwrap_or(u8::MAX)
        })
    }

    /// The answer for hex `at` in `memo`, worked out by `find` the first time it is asked (and
    /// every time for a hex off the map, which has no place in it).
    fn remembered<T: Copy>(
        &self,
        v: &View,
        memo: &[std::cell::Cell<Option<T>>],
        at: Hex,
        find: impl FnOnce() -> T,
    ) -> T {
        if !v.map.contains(at) {
            return find();
        }
        let (c, r) = at.to_offset();
        let slot = &memo[r as usize * self.width as usize + c as usize];
        if let Some(known) = slot.get() {
            return known;
        }
        let found = find();
        slot.set(Some(found));
        found
    }

    /// [`Hex::bearing_to`], remembering the last answer.
    fn bearing(&self, from: Hex, to: Hex) -> f64 {
        match self.bearing.get() {
            Some((f, t, b)) if (f, t) == (from, to) => b,
            _ => {
                let b = from.bearing_to(to);
                self.bearing.set(Some((from, to, b)));
                b
            }
        }
    }
}

/// A memo of `cells` answers, none yet given.
fn fresh<T: Copy>(cells: usize) -> Vec<std::cell::Cell<Option<T>>> {
    (0..cells).map(|_| std::cell::Cell::new(None)).collect()
}

/// A memo kept (when `keep`, and made for as many cells), or a fresh one.
fn kept_or_fresh<T: Copy>(
    memo: Vec<std::cell::Cell<Option<T>>>,
    keep: bool,
    cells: usize,
) -> Vec<std::cell::Cell<Option<T>>> {
    if keep && memo.len() == cells {
        memo
    } else {
        fresh(cells)
    }
}

fn side_of(v: &View, s: &StandView) -> crate::Side {
    v.divisions[usize::from(s.division)].side
}

fn spent(v: &View, me: &StandView) -> bool {
    let d = &v.divisions[usize::from(me.division)];
    !d.assets && d.morale.0 * 3 <= d.morale.1
}

/// Expected combat value taken from the defender minus that lost by the attacker.
fn expected_gain(v: &View, a: &StandView, t: &StandView) -> f64 {
    let (Some(ha), Some(ht)) = (a.hex, t.hex) else {
        return 0.0;
    };
    let cell = v.map.cell(ht);
    let mut ma = 0;
    if a.artillery && ha.distance(ht) == 1 {
        ma += 1;
    }
    if cell.works
        || matches!(
            cell.terrain,
            Terrain::Woods | Terrain::BuiltUp | Terrain::Village
        )
    {
        ma -= 2;
    }
    if angle_between(ht.bearing_to(ha), t.facing.bearing()) > 90.0 + 1e-9 {
        ma += 3;
    }
    let f = |s: &StandView, m: i32| Fighter {
        combat_value: i32::from(s.value),
        modifier: m,
        die: v.divisions[usize::from(s.division)].die,
    };
    gain(f(a, ma), f(t, 0))
}

/// What an attack by `a` on `t` is worth on average ([`expected_gain`]), from the exact odds.
/// A decision weighs many attacks between the same few combat values and dice, so the worths
/// are kept by the thread (the same value however often asked: the odds are exact).
fn gain(a: Fighter, t: Fighter) -> f64 {
    type Side = (i32, i32, crate::combat::NationalDie);
    thread_local! {
        static KNOWN: std::cell::RefCell<Vec<((Side, Side), f64)>> = const {
            std::cell::RefCell::new(Vec::new())
        };
    }
    let key = (
        (a.combat_value, a.modifier, a.die),
        (t.combat_value, t.modifier, t.die),
    );
    let known = KNOWN.with(|k| k.borrow().iter().find(|(x, _)| *x == key).map(|e| e.1));
    if let Some(g) = known {
        return g;
    }
    let g = worth(a, t);
    KNOWN.with(|k| {
        let mut k = k.borrow_mut();
        if k.len() >= 128 {
            k.clear();
        }
        k.push((key, g));
    });
    g
}

/// [`gain`] worked out from the odds.
fn worth(a: Fighter, t: Fighter) -> f64 {
    odds(a, t)
        .iter()
        .map(|(r, p)| {
            p.to_f64()
                * match r {
                    CombatResult::Ineffective => 0.0,
                    CombatResult::AttackerLoses1 => -1.0,
                    CombatResult::DefenderLoses1 => 1.0,
                    CombatResult::DefenderLoses2 => 2.0,
                    CombatResult::DefenderLoses2Withdraws => 2.5,
                }
        })
        .sum()
}

fn score(v: &View, foes: &Foes, a: &Action) -> f64 {
    match *a {
        Action::Done => 0.0,
        Action::Attack { stand, target } => {
            let (me, t) = (
                &v.stands[usize::from(stand)],
                &v.stands[usize::from(target)],
            );
            let gain = expected_gain(v, me, t);
            // Artillery fires first, at range; weak targets are finished off.
            let first = if me.artillery { 5.0 } else { 0.0 };
            if gain > 0.05 {
                20.0 + 10.0 * gain + first + f64::from(9u8.saturating_sub(t.value))
            } else {
                -1.0
            }
        }
        Action::Face { stand, facing } => {
            let me = &v.stands[usize::from(stand)];
            let Some(here) = me.hex else { return -1.0 };
            let Some((_, e)) = foes.nearest(v, me, here) else {
                return -1.0;
            };
            let bearing = foes.bearing(here, e);
            let now = angle_between(bearing, me.facing.bearing());
            let then = angle_between(bearing, facing.bearing());
            if now > 60.0 && then < now {
                3.0 + (now - then) / 60.0
            } else {
                -1.0
            }
        }
        Action::Move { stand, to } => move_score(v, foes, &v.stands[usize::from(stand)], to),
        Action::WithdrawTo { to } => {
            // As far from the enemy as the choices allow.
            let side = v.withdrawal.as_ref().and_then(|(i, _)| {
                v.stands
                    .get(usize::from(*i))
                    .map(|st| v.divisions[usize::from(st.division)].side)
            });
            v.stands
                .iter()
                .filter(|e| {
                    e.hex.is_some() && Some(v.divisions[usize::from(e.division)].side) != side
                })
                .filter_map(|e| e.hex.map(|h| f64::from(h.distance(to))))
                .fold(f64::MAX, f64::min)
                .min(99.0)
        }
        Action::Leave { stand } => {
            // A spent stand within reach of the enemy's guns goes before it is shot to pieces.
            let me = &v.stands[usize::from(stand)];
            match me.hex.and_then(|h| foes.nearest(v, me, h)) {
                Some((d, _)) if d <= 4 => 6.0,
                _ => 0.5,
            }
        }
    }
}

fn move_score(v: &View, foes: &Foes, me: &StandView, to: Hex) -> f64 {
    let Some(from) = me.hex else { return -1.0 };
    let side = side_of(v, me);
    let near_from = foes.nearest(v, me, from).map_or(99, |x| x.0);
    let near_to = foes.nearest(v, me, to).map_or(99, |x| x.0);
    if spent(v, me) {
        // Pull a spent division back.
        return if near_to > near_from {
            4.0 + f64::from(near_to - near_from)
        } else {
            -5.0
        };
    }
    if me.artillery {
        // Mass artillery at range: within reach of the enemy but not next to it.
        let good = near_to >= 2 && near_to <= u16::from(me.range);
        return if good && near_from > u16::from(me.range) {
            6.0
        } else {
            -2.0
        };
    }
    // Take and hold objectives.
    let mut sc = 0.0;
    for &(h, points, holder) in &v.objectives {
        let p = f64::from(points);
        if holder != Some(side) {
            sc += p * (f64::from(from.distance(h)) - f64::from(to.distance(h))) * 1.5;
        } else if from == h {
            sc -= 6.0 * p; // do not leave a held objective empty
        }
        if to == h {
            sc += 4.0 * p;
        }
    }
    // Seek flanks: an adjacent enemy facing away from the new hex. Added once an enemy, as
    // before the count was kept, so the sum is the same to the last bit.
    for _ in 0..foes.flanked(v, me, to) {
        sc += 3.0;
    }
    let cover = matches!(
        v.map.cell(to).terrain,
        Terrain::Woods | Terrain::BuiltUp | Terrain::Village
    ) || v.map.cell(to).works;
    sc + if cover { 0.5 } else { 0.0 } - 0.1
}

/// Whether `to`, next to an enemy at `he` facing `facing`, lies more than 90° from its facing
/// (on its flank or rear). The bearing to a neighbour is the side it lies across, exactly a
/// multiple of 60°, so no trigonometry is needed.
fn behind(he: Hex, facing: HexDir, to: Hex) -> bool {
    HexDir::ALL
        .into_iter()
        .find(|&d| he.step(d) == to)
        .is_some_and(|d| angle_between(d.bearing(), facing.bearing()) > 90.0)
}

/// The facing pointing most nearly at `target` from `from`.
#[must_use]
pub fn facing_towards(from: Hex, target: Hex) -> HexDir {
    let b = from.bearing_to(target);
    HexDir::ALL
        .into_iter()
        .min_by(|x, y| angle_between(b, x.bearing()).total_cmp(&angle_between(b, y.bearing())))
        .unwrap_or(HexDir::N)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The flank test by sides agrees with the bearing it replaced, for every side of approach
    /// and every facing.
    #[test]
    fn behind_agrees_with_the_bearing_between_neighbours() {
        let he = Hex::from_offset(4, 5);
        for d in HexDir::ALL {
            let to = he.step(d);
            for facing in HexDir::ALL {
                let by_bearing = angle_between(he.bearing_to(to), facing.bearing()) > 90.0;
                assert_eq!(
                    behind(he, facing, to),
                    by_bearing,
                    "{d:?} facing {facing:?}"
                );
            }
        }
    }
}
