//! Turn step 7: ground combat, three rounds in every contested sector (RAP-8, RAP-9), and the
//! free shot at a withdrawing unit (RAP-6). The exact odds of one volley come from the same
//! functions ([`volley`], [`max_kills`]) that resolve the game.
//!
//! Targets fall into four categories: infantry (HQ, infantry, cavalry), engineers (infantry for
//! the table's columns, but minefield dice cannot hit them), guns and armour. With moving
//! targets each category splits again into stationary, moved, and moved cavalry, so a die's
//! face decides which targets it can kill: a 6 any, a 5 only a unit that moved, a 4 only moving
//! cavalry.

use serde::Serialize;
use umpire_core::{Dice, Seat, SeatSet};

use crate::fire::{kill, kill_threshold};
use crate::state::{div_seat, seat, Here, Kind, Loc, Sector, Side, State, Unit, NO_DIV};

/// Target category: infantry (not engineers).
pub const INF: u8 = 0;
/// Target category: engineers.
pub const ENG: u8 = 1;
/// Target category: guns.
pub const GUN: u8 = 2;
/// Target category: armour.
pub const ARM: u8 = 3;

/// The table's three columns as category masks: infantry (with engineers), guns, armour.
const COLUMNS: [u8; 3] = [1 << INF | 1 << ENG, 1 << GUN, 1 << ARM];

/// The category of a fighting unit as a target.
#[must_use]
pub fn category(kind: Kind) -> u8 {
    match kind {
        Kind::Engineer => ENG,
        k if k.is_gun() => GUN,
        k if k.is_armour() => ARM,
        _ => INF,
    }
}

/// Dice of one shooter in each column (infantry, guns, armour) from the ground-combat table.
/// An HQ fires 1d6 only when its side holds the sector.
#[must_use]
pub fn table_dice(kind: Kind, assault: bool, holds_sector: bool) -> [u8; 3] {
    match kind {
        Kind::Hq if holds_sector => [1, 1, 1],
        Kind::Hq => [0, 0, 0],
        Kind::Infantry | Kind::Engineer | Kind::Cavalry if assault => [2, 2, 1],
        Kind::AntiTank => [0, 1, 2],
        Kind::Tank => [2, 2, 2],
        Kind::Mortar | Kind::Artillery | Kind::Rockets => [2, 2, 2],
        Kind::Fortification | Kind::Minefield | Kind::Wire | Kind::AtObstacle | Kind::Dummy => {
            [0, 0, 0]
        }
        _ => [1, 1, 1],
    }
}

/// The ground-combat table's rows as a page draws them, each with a kind it stands for (and
/// whether assault troops, whether the side holds the sector), in the text's order.
const ROWS: [(&str, Kind, bool, bool); 9] = [
    ("HQ, its side holding the sector", Kind::Hq, false, true),
    ("HQ, attacking the sector", Kind::Hq, false, false),
    ("assault troops", Kind::Infantry, true, false),
    ("anti-tank", Kind::AntiTank, false, false),
    ("tanks", Kind::Tank, false, false),
    ("mortars, artillery, rockets", Kind::Artillery, false, false),
    ("fortification", Kind::Fortification, false, false),
    ("minefield", Kind::Minefield, false, false),
    (
        "other (infantry, engineers, cavalry, recce)",
        Kind::Infantry,
        false,
        false,
    ),
];

/// The row of [`table`] a shooter reads.
#[must_use]
pub fn table_row(kind: Kind, assault: bool, holds: bool) -> usize {
    match kind {
        Kind::Hq if holds => 0,
        Kind::Hq => 1,
        Kind::Infantry | Kind::Engineer | Kind::Cavalry if assault => 2,
        Kind::AntiTank => 3,
        Kind::Tank => 4,
        Kind::Mortar | Kind::Artillery | Kind::Rockets => 5,
        Kind::Fortification => 6,
        Kind::Minefield => 7,
        _ => 8,
    }
}

/// The ground-combat table (RAP-8) as a page draws it: a row for each kind of shooter, the
/// dice it throws at each kind of target from [`table_dice`] (the bonus dice of fortifications
/// and minefields in words); shown on a volley's result card with the cells read marked.
#[must_use]
pub fn table() -> umpire_core::RefTable {
    let rows = ROWS
        .iter()
        .map(|&(label, kind, assault, holds)| umpire_core::RefRow {
            label: label.to_owned(),
            cells: match kind {
                Kind::Fortification => vec!["+1d6 to one other defender".to_owned(); 3],
                Kind::Minefield => vec![
                    "+2d6 to one other defender (1d6 alone); never hits engineers".to_owned(),
                    "+2d6 to one other defender (1d6 alone)".to_owned(),
                    "+2d6 to one other defender (1d6 alone)".to_owned(),
                ],
                _ => table_dice(kind, assault, holds)
                    .iter()
                    .map(|d| format!("{d}d6"))
                    .collect(),
            },
        })
        .collect();
    umpire_core::RefTable {
        id: "ground-combat".into(),
        title: "Ground combat: dice of each shooter".into(),
        rule: "RAP-8".into(),
        corner: "shooter ↓ enemy present →".into(),
        columns: vec![
            "infantry, engineers, cavalry".into(),
            "guns, mortars, artillery".into(),
            "armour (tanks, recce)".into(),
        ],
        rows,
        chosen_with: Vec::new(),
    }
}

/// The cells of [`table`] a volley's groups read: each group's row, in the columns its hits may
/// fall on.
fn cells_read(groups: &[Group]) -> Vec<[u16; 2]> {
    let mut cells = Vec::new();
    for g in groups {
        for (c, mask) in COLUMNS.iter().enumerate() {
            let cell = [u16::from(g.row), u16::try_from(c).unwrap_or(0)];
            if g.cats & mask != 0 && !cells.contains(&cell) {
                cells.push(cell);
            }
        }
    }
    cells
}

/// A shooter as the volley sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shooter {
    /// Kind (fortifications and minefields give bonus dice).
    pub kind: Kind,
    /// Assault troops.
    pub assault: bool,
}

/// Dice that fire together and may hit the same categories.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Group {
    /// Number of d6.
    pub dice: u8,
    /// Categories the hits may fall on (bit per category).
    pub cats: u8,
    /// The shooter (index into the shooters given), for assault troops' 2d6.
    pub shooter: usize,
    /// For bonus dice, the fortification or minefield that gives them.
    pub bonus: Option<Kind>,
    /// The row of the table ([`table`]) the dice come from.
    pub row: u8,
}

/// The best column of a shooter against the categories present: (dice, categories its hits may
/// fall on). Tied columns pool their categories (RAP-8).
#[must_use]
pub fn best_column(kind: Kind, assault: bool, holds: bool, present: u8) -> (u8, u8) {
    let dice = table_dice(kind, assault, holds);
    let best = (0..3)
        .filter(|&c| COLUMNS[c] & present != 0)
        .map(|c| dice[c])
        .max()
        .unwrap_or(0);
    let cats = (0..3)
        .filter(|&c| COLUMNS[c] & present != 0 && dice[c] == best)
        .fold(0, |m, c| m | COLUMNS[c]);
    (best, cats & present)
}

/// The dice a side throws in one volley: each shooter in its best column, then each
/// fortification's 1d6 and each minefield's 2d6 on one other defender (the one with the most
/// dice; the engine chooses for the owner, UMP-RAP-4), in that defender's column. A minefield
/// with no other defender fires 1d6 itself. Minefield dice never hit engineers (RAP-8).
#[must_use]
pub fn volley(shooters: &[Shooter], holds: bool, present: u8) -> Vec<Group> {
    volley_hosted(shooters, holds, present, |_| None)
}

/// [`volley`] with the owner's choice of host: `host(i)` names the shooter (by index) that
/// takes the bonus dice of fortification or minefield `i`; `None`, or a host that cannot fire,
/// leaves the engine's choice.
#[must_use]
pub fn volley_hosted(
    shooters: &[Shooter],
    holds: bool,
    present: u8,
    host: impl Fn(usize) -> Option<usize>,
) -> Vec<Group> {
    let mut groups = Vec::new();
    let mut best: Option<(u8, u8, usize)> = None;
    for (i, s) in shooters.iter().enumerate() {
        if !s.kind.is_fighting() {
            continue;
        }
        let (dice, cats) = best_column(s.kind, s.assault, holds, present);
        if dice > 0 && cats != 0 {
            groups.push(Group {
                dice,
                cats,
                shooter: i,
                bonus: None,
                row: row_u8(table_row(s.kind, s.assault, holds)),
            });
        }
        if best.is_none_or(|b| dice > b.0) {
            best = Some((dice, cats, i));
        }
    }
    for (i, s) in shooters.iter().enumerate() {
        let chosen = host(i)
            .filter(|&h| h != i && shooters.get(h).is_some_and(|x| x.kind.is_fighting()))
            .map(|h| {
                let (d, cats) = best_column(shooters[h].kind, shooters[h].assault, holds, present);
                (d, cats, h)
            });
        let (dice, cats) = match (s.kind, chosen.or(best)) {
            (Kind::Fortification, Some((_, cats, _))) => (1, cats),
            (Kind::Minefield, Some((_, cats, _))) => (2, cats & !(1 << ENG)),
            (Kind::Minefield, None) => (1, present & !(1 << ENG)),
            _ => continue,
        };
        if cats != 0 {
            groups.push(Group {
                dice,
                cats,
                shooter: chosen.or(best).map_or(i, |b| b.2),
                bonus: Some(s.kind),
                row: row_u8(table_row(s.kind, false, holds)),
            });
        }
    }
    groups
}

fn row_u8(row: usize) -> u8 {
    u8::try_from(row).unwrap_or(u8::MAX)
}

/// Target classes: category × movement (0 stationary, 1 moved, 2 moved cavalry).
fn class_of(cat: u8, mv: u8) -> u16 {
    1 << (cat * 3 + mv)
}

/// The classes a die showing `face` can kill among categories `cats`.
#[must_use]
pub fn hit_mask(cats: u8, face: u8) -> u16 {
    let mut m = 0;
    for cat in 0..4 {
        if cats & (1 << cat) == 0 {
            continue;
        }
        for mv in 0..3u8 {
            let need = [6, 5, 4][usize::from(mv)];
            if face >= need {
                m |= class_of(cat, mv);
            }
        }
    }
    m
}

/// The most kills a set of hits can make, each hit only on the classes of its mask, with
/// `caps[c]` targets in class `c` (max-flow = min-cut, by enumerating the classes' subsets).
#[must_use]
pub fn max_kills(hits: &[(u16, u32)], caps: &[u32; 12]) -> u32 {
    let present: u16 = (0..12)
        .filter(|&c| caps[c] > 0)
        .fold(0, |m, c| m | (1 << c));
    let mut best = u32::MAX;
    let mut sub = present;
    loop {
        let cut: u32 = (0..12)
            .filter(|&c| sub & (1 << c) != 0)
            .map(|c| caps[c])
            .sum::<u32>()
            + hits
                .iter()
                .filter(|(m, _)| (m & present) & !sub != 0)
                .map(|(_, n)| n)
                .sum::<u32>();
        best = best.min(cut);
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & present;
    }
    best
}

impl Here {
    /// The units in `sector` now.
    #[must_use]
    pub fn gather(s: &State, sector: Sector) -> Self {
        let units = s
            .units
            .iter()
            .enumerate()
            .filter(|(_, u)| u.loc == Loc::Table(sector))
            .map(|(i, _)| i)
            .collect();
        Self { sector, units }
    }

    /// Units of `side` still in the sector, in unit order.
    pub fn of<'a>(
        &'a self,
        s: &'a State,
        side: Side,
    ) -> impl Iterator<Item = (usize, &'a Unit)> + 'a {
        self.units
            .iter()
            .map(|&i| (i, &s.units[i]))
            .filter(move |(_, u)| u.side == side && u.loc == Loc::Table(self.sector))
    }

    /// Whether `side` still has anything that fights here (a minefield fights alone).
    fn fights(&self, s: &State, side: Side) -> bool {
        self.of(s, side).any(|(_, u)| {
            u.kind.is_fighting() || (side == Side::Defender && u.kind == Kind::Minefield)
        })
    }

    /// Whether the sector will see (more) ground combat.
    #[must_use]
    pub fn contested(&self, s: &State) -> bool {
        self.fights(s, Side::Attacker) && self.fights(s, Side::Defender)
    }
}

fn present_cats(s: &State, here: &Here, side: Side) -> u8 {
    here.of(s, side)
        .filter(|(_, u)| u.kind.is_fighting())
        .fold(0, |m, (_, u)| m | (1 << category(u.kind)))
}

fn shooters_of(s: &State, here: &Here, side: Side) -> (Vec<usize>, Vec<Shooter>) {
    here.of(s, side)
        .filter(|(_, u)| u.kind.is_fighting() || (side == Side::Defender && u.kind.is_static()))
        .map(|(i, u)| {
            (
                i,
                Shooter {
                    kind: u.kind,
                    assault: u.assault,
                },
            )
        })
        .unzip()
}

/// Rolls one side's volley in a sector; returns the hit masks (one per killing die).
/// `hosts` pairs a fortification or minefield (by unit) with the unit its owner gave its bonus
/// dice to.
pub(crate) fn side_volley(
    s: &State,
    here: &Here,
    side: Side,
    hosts: &[(usize, usize)],
) -> (Vec<usize>, Vec<Group>) {
    let holds = s.holder[s.sidx(here.sector)] == side;
    let present = present_cats(s, here, side.other());
    let (idx, shooters) = shooters_of(s, here, side);
    let groups = volley_hosted(&shooters, holds, present, |k| {
        let (_, h) = hosts.iter().find(|(g, _)| *g == idx[k])?;
        idx.iter().position(|u| u == h)
    });
    (idx, groups)
}

/// At the start of a round, marks the assault troops of both sides that use their 2d6 this
/// round: they are the first casualties (RAP-8), even of the defender's first fire. Returns
/// both sides' volleys (by [`Side::idx`]) as they stand before anyone fires.
pub(crate) fn mark_assault(
    s: &mut State,
    here: &Here,
    hosts: &[(usize, usize)],
) -> [Vec<Group>; 2] {
    [Side::Attacker, Side::Defender].map(|side| {
        let (idx, groups) = side_volley(s, here, side, hosts);
        for &i in &idx {
            s.units[i].two_dice = false;
        }
        for g in groups.iter().filter(|g| g.bonus.is_none() && g.dice == 2) {
            let u = &mut s.units[idx[g.shooter]];
            u.two_dice = u.assault;
        }
        groups
    })
}

pub(crate) fn roll_volley(
    s: &State,
    here: &Here,
    side: Side,
    groups: &[Group],
    dice: &mut Dice,
) -> Vec<u16> {
    let mark = dice.mark();
    let mut hits = Vec::new();
    for g in groups {
        for _ in 0..g.dice {
            let face = dice.d6("ground combat: 1d6", SeatSet::ALL);
            let m = if s.rules.moving_targets {
                hit_mask(g.cats, face)
            } else {
                hit_mask(g.cats, if face == 6 { 6 } else { 0 })
            };
            if m != 0 {
                hits.push(m);
            }
        }
    }
    let who = if side == Side::Attacker {
        "Attacker"
    } else {
        "Defender"
    };
    let n = hits.len();
    let total: u32 = groups.iter().map(|g| u32::from(g.dice)).sum();
    let sector = here.sector;
    dice.say(SeatSet::ALL, || {
        format!(
            "{who} fires {total} dice in {}: {n} hits.",
            State::sector_name(sector)
        )
    });
    if total == 0 {
        return hits;
    }
    let (shooters, targets) = if side == Side::Attacker {
        ("the attacking units", "the defence")
    } else {
        ("the defence", "the attacking units")
    };
    dice.card(SeatSet::ALL, mark, || umpire_core::Card {
        kind: "volley".into(),
        title: format!(
            "Ground combat in {}: the {} fires",
            State::sector_name(sector),
            who.to_lowercase()
        ),
        sides: vec![
            format!(
                "{shooters} in the sector: {total} d6 from the ground-combat table's best columns ({} group{})",
                groups.len(),
                if groups.len() == 1 { "" } else { "s" }
            ),
            format!("at {targets} in the sector"),
        ],
        dice: Vec::new(),
        lines: vec![format!(
            "{n} of the {total} dice hit; the owner takes the losses (RAP-8)"
        )],
        read: Some(umpire_core::TableRead {
            table: "ground-combat".into(),
            cells: cells_read(groups),
        }),
    });
    hits
}

/// Allocates hits on `side`'s units in a sector as its owner would (RAP-8): the most kills the
/// columns allow; assault troops that rolled 2d6 first; then spread over the categories, the
/// HQ last.
pub(crate) fn allocate(
    s: &mut State,
    here: &Here,
    side: Side,
    mut hits: Vec<u16>,
    dice: &mut Dice,
) {
    if hits.is_empty() {
        return;
    }
    let mut units: Vec<usize> = here
        .of(s, side)
        .filter(|(_, u)| u.kind.is_fighting())
        .map(|(i, _)| i)
        .collect();
    hits.sort_by_key(|m| m.count_ones());
    while let Some(m) = hits.first().copied() {
        let mut caps = [0u32; 12];
        for &i in &units {
            caps[class(s, i)] += 1;
        }
        let pool = group(&hits);
        let now = max_kills(&pool, &caps);
        hits.remove(0);
        if now == 0 {
            break;
        }
        let rest = group(&hits);
        let mut choice: Option<(usize, (bool, u32, bool))> = None;
        for (k, &i) in units.iter().enumerate() {
            let c = class(s, i);
            if m & (1 << c) == 0 {
                continue;
            }
            let mut after = caps;
            after[c] -= 1;
            if max_kills(&rest, &after) + 1 != now {
                continue;
            }
            let u = &s.units[i];
            let key = (u.two_dice, caps[c], u.kind != Kind::Hq);
            if choice.is_none_or(|(_, best)| key > best) {
                choice = Some((k, key));
            }
        }
        if let Some((k, _)) = choice {
            let i = units.swap_remove(k);
            kill(s, i, "Ground combat", dice);
        }
    }
}

/// The target class of unit `i` (category × how it moved), for hit masks.
pub(crate) fn class(s: &State, i: usize) -> usize {
    let u = &s.units[i];
    let mv = match kill_threshold(s, u) {
        6 => 0,
        5 => 1,
        _ => 2,
    };
    usize::from(category(u.kind) * 3 + mv)
}

/// Hit masks counted by mask.
pub(crate) fn group(hits: &[u16]) -> Vec<(u16, u32)> {
    let mut g: Vec<(u16, u32)> = Vec::new();
    for &m in hits {
        match g.iter_mut().find(|(x, _)| *x == m) {
            Some(e) => e.1 += 1,
            None => g.push((m, 1)),
        }
    }
    g
}

/// Whether the sector will see ground combat.
#[must_use]
pub fn contested(s: &State, sector: Sector) -> bool {
    Here::gather(s, sector).contested(s)
}

/// The sectors where both sides have something that fights, row by row: step 7 fights in
/// them in this order.
#[must_use]
pub fn contested_sectors(s: &State) -> Vec<Sector> {
    // One pass finds the sectors where both sides have something that fights.
    let mut fights = [[false; crate::state::MAX_SECTORS]; 2];
    for u in &s.units {
        if let Loc::Table(sec) = u.loc {
            if u.kind.is_fighting() || (u.side == Side::Defender && u.kind == Kind::Minefield) {
                fights[u.side.idx()][s.sidx(sec)] = true;
            }
        }
    }
    s.sectors()
        .filter(|&x| fights[0][s.sidx(x)] && fights[1][s.sidx(x)])
        .collect()
}

/// RAP-6: as unit `i` withdraws from `sector`, one enemy unit there (the one with most dice
/// against it) fires its ground-combat dice at it; any kill-face kills.
pub fn free_shot(s: &mut State, i: usize, sector: Sector, dice: &mut Dice) {
    let best = free_shooters(s, i, sector).first().map_or(0, |x| x.1);
    fire_free_shot(s, i, best, dice);
}

/// The enemy units in `sector` that may take the free shot at withdrawing unit `i`, with their
/// ground-combat dice against it, most dice first.
#[must_use]
pub fn free_shooters(s: &State, i: usize, sector: Sector) -> Vec<(usize, u8)> {
    let side = s.units[i].side;
    let cat = 1 << category(s.units[i].kind);
    let holds = s.holder[s.sidx(sector)] == side.other();
    let mut out: Vec<(usize, u8)> = s
        .units_at(sector, side.other())
        .filter(|(_, u)| u.kind.is_fighting())
        .map(|(k, u)| (k, best_column(u.kind, u.assault, holds, cat).0))
        .collect();
    out.sort_by_key(|x| std::cmp::Reverse(x.1));
    out
}

/// Fires a free shot of `best` dice at withdrawing unit `i` (RAP-6); any kill-face kills.
pub fn fire_free_shot(s: &mut State, i: usize, best: u8, dice: &mut Dice) {
    let need = kill_threshold(s, &s.units[i]);
    let mut killed = false;
    for _ in 0..best {
        killed |= dice.d6("withdrawal: free shot", SeatSet::ALL) >= need;
    }
    let name = s.units[i].name.clone();
    dice.say(SeatSet::ALL, || {
        format!("{name} withdraws under a free shot of {best} dice.")
    });
    if killed {
        kill(s, i, "The free shot", dice);
    }
}

/// At the start of a turn the holder of each sector is the side alone in it (RAP-9).
pub fn update_holders(s: &mut State) {
    // Any attacking unit holds a sector for the attacker; for the defender only a unit that
    // makes it enemy-occupied.
    let (att, def) = {
        let occ = s.occupancy();
        (
            occ.present_set[Side::Attacker.idx()],
            occ.occupied_set[Side::Defender.idx()],
        )
    };
    for i in 0..s.holder.len() {
        let (a, d) = (att >> i & 1 != 0, def >> i & 1 != 0);
        if a && !d {
            s.holder[i] = Side::Attacker;
        } else if d && !a {
            s.holder[i] = Side::Defender;
        }
    }
}

/// The exact distribution of kills of one volley.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VolleyOdds {
    /// Dice thrown.
    pub dice: u32,
    /// Probability of each number of kills.
    pub outcomes: Vec<KillOdds>,
}

/// One line of [`VolleyOdds`].
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct KillOdds {
    /// Kills.
    pub hits: u32,
    /// Probability.
    pub p: f64,
}

/// Exact odds of one volley by `shooters` at `targets` (stationary), the shooters holding the
/// sector or not.
#[must_use]
pub fn volley_odds(shooters: &[Shooter], targets: &[Kind], holds: bool) -> VolleyOdds {
    let mut caps = [0u32; 12];
    let mut present = 0u8;
    for &t in targets {
        let c = category(t);
        present |= 1 << c;
        caps[usize::from(c) * 3] += 1;
    }
    let groups = volley(shooters, holds, present);
    let mut pools: Vec<(u16, u32)> = Vec::new();
    for g in &groups {
        let m = hit_mask(g.cats, 6);
        match pools.iter_mut().find(|(x, _)| *x == m) {
            Some(e) => e.1 += u32::from(g.dice),
            None => pools.push((m, u32::from(g.dice))),
        }
    }
    let total_targets: u32 = caps.iter().sum();
    let dists: Vec<Vec<(u32, f64)>> = pools
        .iter()
        .map(|&(_, n)| capped(umpire_core::dice::binomial(n, 1.0 / 6.0), total_targets))
        .collect();
    let mut out = vec![0.0; total_targets as usize + 1];
    let mut idx = vec![0usize; pools.len()];
    loop {
        let mut p = 1.0;
        let mut hits = Vec::with_capacity(pools.len());
        for (k, d) in dists.iter().enumerate() {
            p *= d[idx[k]].1;
            hits.push((pools[k].0, d[idx[k]].0));
        }
        out[max_kills(&hits, &caps) as usize] += p;
        let mut k = 0;
        while k < idx.len() {
            idx[k] += 1;
            if idx[k] < dists[k].len() {
                break;
            }
            idx[k] = 0;
            k += 1;
        }
        if k == idx.len() {
            break;
        }
    }
    VolleyOdds {
        dice: pools.iter().map(|p| p.1).sum(),
        outcomes: out
            .into_iter()
            .enumerate()
            .map(|(k, p)| KillOdds { hits: k as u32, p })
            .collect(),
    }
}

/// Folds the tail of a distribution above `cap` into `cap` (more hits than targets kill no more).
fn capped(d: Vec<(u32, f64)>, cap: u32) -> Vec<(u32, f64)> {
    let mut out: Vec<(u32, f64)> = d.iter().filter(|x| x.0 < cap).copied().collect();
    let tail: f64 = d.iter().filter(|x| x.0 >= cap).map(|x| x.1).sum();
    out.push((cap, tail));
    out
}

/// The seat that owns `side`'s units in the sector: the umpire for the defender, the division
/// commander of the first attacking unit there for the attacker.
pub fn owner(s: &State, here: &Here, side: Side) -> Option<Seat> {
    match side {
        Side::Defender => Some(seat::UMPIRE),
        Side::Attacker => here
            .of(s, side)
            .find(|(_, u)| u.kind.is_fighting() && u.division != NO_DIV)
            .map(|(_, u)| div_seat(u.division)),
    }
}
