//! What the state of the board answers (sections 1 and 2C–2G): stacking, reach and roads,
//! squeezing between enemies, lines of sight, contact squares, and the points of each side.

use super::*;

impl State {
    /// The opening state of a validated board.
    #[must_use]
    pub fn new(name: &str, b: &Board) -> State {
        let mut units = Vec::new();
        for (si, s) in b.sides.iter().enumerate() {
            for u in &s.units {
                units.push(Unit {
                    id: u.id.as_str().into(),
                    name: u.name.as_str().into(),
                    side: u8::try_from(si).unwrap_or(1),
                    kind: u.kind,
                    stands: u.stands,
                    guns: u.kind.guns(),
                    wagon: u.kind == Kind::FootBattery,
                    limbered: u.limbered,
                    square: u.square,
                    facing: u.facing,
                    formation: u.formation,
                    status: Status::OnBoard,
                    moved: false,
                    in_melee: false,
                    path: Vec::new(),
                    holding: false,
                    square_with: None,
                    square_faces: None,
                });
            }
        }
        let sides = [0, 1].map(|i| SideState {
            id: b.sides[i].id.clone(),
            name: b.sides[i].name.clone(),
            rear: b.sides[i].rear,
            done: false,
            surrendered: false,
            owner_chooses: b.owner_faces[i],
        });
        let mut state = State {
            scenario: name.to_owned(),
            width: b.width,
            height: b.height,
            terrain: b.terrain.clone(),
            turns: b.turns,
            turn: 1,
            attacker: b.first_attacker,
            phase: Phase::Artillery,
            sides,
            units,
            shots: Vec::new(),
            canister: Vec::new(),
            volleys: Vec::new(),
            melees: Vec::new(),
            shot: b.shot,
            house: b.house,
            marks: Vec::new(),
            reports: Vec::new(),
            adjusted: Vec::new(),
            start_points: [0, 0],
            to_face: Vec::new(),
            resume: Resume::EndTurn,
            origin: Origin::default(),
        };
        state.start_points = [state.points_halves(0), state.points_halves(1)];
        state.origin = Origin(Some(std::sync::Arc::new(state.clone())));
        state
    }

    /// The defender this turn.
    #[must_use]
    pub fn defender(&self) -> u8 {
        1 - self.attacker
    }

    /// Whether a square is on the board.
    #[must_use]
    pub fn on_board(&self, s: Square) -> bool {
        s.on_board(self.width, self.height)
    }

    /// Terrain of a square (`None` off the board).
    #[must_use]
    pub fn terrain(&self, s: Square) -> Option<Terrain> {
        if !self.on_board(s) {
            return None;
        }
        let w = usize::try_from(self.width).ok()?;
        self.terrain
            .get(usize::try_from(s.y).ok()? * w + usize::try_from(s.x).ok()?)
            .copied()
    }

    pub(super) fn set_terrain(&mut self, s: Square, t: Terrain) {
        if let (Ok(w), Ok(x), Ok(y)) = (
            usize::try_from(self.width),
            usize::try_from(s.x),
            usize::try_from(s.y),
        ) {
            if let Some(c) = self.terrain.get_mut(y * w + x) {
                *c = t;
            }
        }
    }

    /// Units on the board in a square.
    pub fn units_at(&self, s: Square) -> impl Iterator<Item = usize> + '_ {
        self.units
            .iter()
            .enumerate()
            .filter(move |(_, u)| u.on_board() && u.square == s)
            .map(|(i, _)| i)
    }

    /// Whether `side` has a unit in a square.
    #[must_use]
    pub fn side_at(&self, s: Square, side: u8) -> bool {
        self.units_at(s).any(|i| self.units[i].side == side)
    }

    /// Whether unit `i` may join square `s` under 2C: one unit a side a square; artillery
    /// together up to 2 guns, 1 wagon and 6 crew; one commander with anyone.
    #[must_use]
    pub fn stacking_allows(&self, i: usize, s: Square) -> bool {
        let u = &self.units[i];
        let others: Vec<&Unit> = self
            .units_at(s)
            .filter(|&j| j != i && self.units[j].side == u.side)
            .map(|j| &self.units[j])
            .collect();
        match u.kind {
            Kind::Commander => !others.iter().any(|o| o.kind == Kind::Commander),
            k if k.battery() => {
                let rest: Vec<&&Unit> = others
                    .iter()
                    .filter(|o| o.kind != Kind::Commander)
                    .collect();
                rest.iter().all(|o| o.kind.battery())
                    && rest.iter().map(|o| o.guns.len()).sum::<usize>() + u.guns.len() <= 2
                    && rest.iter().filter(|o| o.wagon).count() + usize::from(u.wagon) <= 1
                    && rest.iter().map(|o| o.stands).sum::<u32>() + u.stands <= 6
            }
            _ => others.iter().all(|o| o.kind == Kind::Commander),
        }
    }

    /// The unit commander `i` accompanies: a unit of his side in his square (7). `None` for a
    /// commander acting alone, or a unit that is not a commander.
    #[must_use]
    pub fn accompanied(&self, i: usize) -> Option<usize> {
        let u = &self.units[i];
        if u.kind != Kind::Commander {
            return None;
        }
        self.units_at(u.square).find(|&j| {
            j != i && self.units[j].side == u.side && self.units[j].kind != Kind::Commander
        })
    }

    /// A commander of `side` stands with unit `i` (in its square).
    #[must_use]
    pub fn commander_with(&self, i: usize) -> bool {
        let u = &self.units[i];
        u.kind != Kind::Commander
            && self
                .units_at(u.square)
                .any(|j| self.units[j].side == u.side && self.units[j].kind == Kind::Commander)
    }

    /// The shots a battery may fire this turn (3B–3D): each slot lists the guns that may fire
    /// it. None limbered, without crew or without guns. Each gun needs a crew stand to fire
    /// (3B): a battery with fewer crew stands than guns fires as if it had only as many guns as
    /// crew (UMP-NAP-27).
    #[must_use]
    pub fn shot_slots(&self, i: usize) -> Vec<Vec<Gun>> {
        self.shot_table(i).to_vecs()
    }

    /// [`State::shot_slots`] in a table of fixed size, made without allocating.
    #[must_use]
    pub fn shot_table(&self, i: usize) -> Slots {
        let u = &self.units[i];
        if !u.kind.battery() || u.limbered || u.stands == 0 || !u.on_board() {
            return Slots::default();
        }
        let crewed = u
            .guns
            .len()
            .min(usize::try_from(u.stands).unwrap_or(usize::MAX));
        match (u.kind, crewed, u.wagon) {
            (Kind::HorseBattery, 1.., _) => Slots::of(&[&[Gun::Horse]]),
            (Kind::FootBattery, 2.., true) => {
                Slots::of(&[&[Gun::Field], &[Gun::Field], &[Gun::Howitzer]])
            }
            (Kind::FootBattery, 2.., false) | (Kind::FootBattery, 1, true) => {
                Slots::of(&[&[Gun::Field], &[Gun::Howitzer]])
            }
            (Kind::FootBattery, 1, false) => Slots::of(&[&[Gun::Field, Gun::Howitzer]]),
            _ => Slots::default(),
        }
    }

    /// Shots of battery `i` still unused this turn, as the guns that may fire them.
    #[must_use]
    pub fn free_slots(&self, i: usize) -> Vec<Vec<Gun>> {
        self.free_table(i).to_vecs()
    }

    /// [`State::free_slots`] in a table of fixed size, made without allocating (the listing
    /// asks it of every shot it checks).
    #[must_use]
    pub fn free_table(&self, i: usize) -> Slots {
        let mut slots = self.shot_table(i);
        let idx = u16::try_from(i).unwrap_or(u16::MAX);
        for (_, o) in self.shots.iter().filter(|(_, o)| o.battery == idx) {
            slots.use_one(o.gun);
        }
        // A gun firing canister uses its shot (3H); a whole battery's canister or held
        // canister uses them all.
        for (_, c) in self.canister.iter().filter(|(_, c)| c.battery == idx) {
            match c.gun {
                Some(g) => slots.use_one(g),
                None => slots.clear(),
            }
        }
        if self.units[i].holding {
            slots.clear();
        }
        slots
    }

    /// The parts of a unit on the table (NAP-4): stands abreast in line, one behind another in
    /// column, 2 × 2 in square; a battery's guns in front, crew behind, the wagon to one side.
    #[must_use]
    pub fn parts(&self, i: usize) -> Vec<(Part, Rect)> {
        self.parts_iter(i).collect()
    }

    /// [`State::parts`] one at a time, in the same order, each worked out only when asked for
    /// (the listing reads a unit's first three, and a description stops at the part it names).
    pub fn parts_iter(&self, i: usize) -> impl Iterator<Item = (Part, Rect)> + '_ {
        let u = &self.units[i];
        let side = self.shot.square;
        let cx = f64::from(u.square.x) * side + side / 2.0;
        let cy = f64::from(u.square.y) * side + side / 2.0;
        let (sw, sh) = self.shot.stand;
        let across_x = matches!(u.facing, Dir8::N | Dir8::S | Dir8::NE | Dir8::SW);
        let n = u.stands;
        let battery = u.kind.battery();
        // Laid out facing north (guns in front, crew behind in rows of three, the wagon to
        // the right), then turned to the battery's facing (UMP-NAP-4).
        let (gw, gh) = self.shot.gun;
        let (ww, wh) = self.shot.wagon;
        let turn = battery_turn(u.facing);
        let guns = if battery { u.guns.len() } else { 0 };
        let wagon = usize::from(battery && u.wagon);
        let extra = guns + wagon;
        let formation = u.formation;
        (0..extra + usize::try_from(n).unwrap_or(0)).map(move |p| {
            if p < guns {
                let off = if p == 0 { -1.0 } else { 1.0 };
                return (Part::Gun(p), turn(cx, cy, off, 1.2, gw, gh));
            }
            if p < extra {
                return (Part::Wagon, turn(cx, cy, 1.5, -1.0, ww, wh));
            }
            let k = u32::try_from(p - extra).unwrap_or(u32::MAX);
            if battery {
                let row = f64::from(k / 3);
                let col = f64::from(k % 3);
                return (Part::Stand, turn(cx, cy, -1.5 + col, -0.5 - row, sw, sh));
            }
            let (dx, dy) = match formation {
                Formation::Square => (
                    if k % 2 == 0 { -0.5 } else { 0.5 },
                    if (k / 2) % 2 == 0 { -0.5 } else { 0.5 },
                ),
                f => {
                    let t = f64::from(k) - f64::from(n.saturating_sub(1)) / 2.0;
                    let along_facing = f == Formation::Column;
                    if along_facing != across_x {
                        (t * sw, 0.0)
                    } else {
                        (0.0, t * sh)
                    }
                }
            };
            (
                Part::Stand,
                Rect {
                    x: cx + dx,
                    y: cy + dy,
                    w: sw,
                    h: sh,
                },
            )
        })
    }

    /// Points of a side (NAP-9), in halves.
    #[must_use]
    pub fn points_halves(&self, side: u8) -> u32 {
        self.units
            .iter()
            .filter(|u| u.side == side)
            .map(|u| u.point_halves(&self.house))
            .sum()
    }

    /// Whether a side still has a unit on the board.
    #[must_use]
    pub fn has_units(&self, side: u8) -> bool {
        self.units.iter().any(|u| u.side == side && u.on_board())
    }

    /// Squares unit `i` moves (NAP-1 by its kind). A battery that took up guns of the other
    /// kind left on the field moves them at the slower battery's rate (2F: with speeds in
    /// conflict the gun moves at the slowest).
    #[must_use]
    pub fn move_rate(&self, i: usize) -> u32 {
        let u = &self.units[i];
        let own = self.house.movement.get(u.kind);
        if !u.kind.battery() {
            return own;
        }
        u.guns
            .iter()
            .map(|g| {
                let kind = match g {
                    crate::values::Gun::Horse => Kind::HorseBattery,
                    crate::values::Gun::Field | crate::values::Gun::Howitzer => Kind::FootBattery,
                };
                self.house.movement.get(kind)
            })
            .fold(own, u32::min)
    }

    /// Squares a unit may reach this move with their costs in halves (orthogonal 2, diagonal
    /// 3; 2D: one square more for a move wholly on roads), never through enemies or between
    /// diagonally adjacent enemies (2E), ending where stacking allows or in an enemy square
    /// (a melee). In order (`Square`'s order: by column, then row), each square once.
    #[must_use]
    pub fn reachable(&self, i: usize) -> Vec<Square> {
        let u = &self.units[i];
        let allowance = 2 * self.move_rate(i);
        let w = usize::try_from(self.width).unwrap_or(0);
        let h = usize::try_from(self.height).unwrap_or(0);
        SCRATCH.with_borrow_mut(|sc| {
            sc.prepare(self, i, w * h);
            self.search(sc, i, allowance, false);
            if self.terrain(u.square).is_some_and(Terrain::road) {
                self.search(sc, i, allowance + 2, true);
            }
            // The squares reached by either search, in order, the start left out.
            let mut out = Vec::new();
            for x in 0..self.width {
                for y in 0..self.height {
                    let s = Square::new(x, y);
                    if s != u.square && sc.reached[cell_index(s, w)] {
                        out.push(s);
                    }
                }
            }
            out
        })
    }

    pub(super) fn enemy_at(&self, s: Square, side: u8) -> bool {
        self.units_at(s).any(|j| self.units[j].side != side)
    }

    /// Whether a step from `a` to neighbour `b` squeezes between two enemies (2E).
    #[must_use]
    pub fn squeezed(&self, a: Square, b: Square, side: u8) -> bool {
        a.x != b.x
            && a.y != b.y
            && self.enemy_at(Square::new(a.x, b.y), side)
            && self.enemy_at(Square::new(b.x, a.y), side)
    }

    /// One search from unit `i`'s square within `allowance` halves (on roads only, with
    /// `roads_only`): marks in `sc.reached` each square where the unit may end (stacking
    /// allows it) and each enemy square it may reach (a melee ends the move there).
    fn search(&self, sc: &mut Scratch, i: usize, allowance: u32, roads_only: bool) {
        let u = &self.units[i];
        let start = u.square;
        let w = usize::try_from(self.width).unwrap_or(0);
        let at = |s: Square| cell_index(s, w);
        let Scratch {
            enemy,
            stacks,
            dist,
            buckets,
            reached,
        } = sc;
        let enemy_at = |s: Square| self.on_board(s) && enemy[at(s)];
        dist.clear();
        dist.resize(enemy.len(), u32::MAX);
        dist[at(start)] = 0;
        // Costs are small: a bucket per half-square.
        let n_buckets = usize::try_from(allowance).unwrap_or(0) + 1;
        if buckets.len() < n_buckets {
            buckets.resize_with(n_buckets, Vec::new);
        }
        for b in buckets.iter_mut() {
            b.clear();
        }
        buckets[0].push(start);
        for c in 0..n_buckets {
            let mut k = 0;
            while k < buckets[c].len() {
                let s = buckets[c][k];
                k += 1;
                let c = u32::try_from(c).unwrap_or(u32::MAX);
                if dist[at(s)] != c {
                    continue;
                }
                for d in Dir8::ALL {
                    let n = s.step8(d);
                    let cost = c + if d.is_diagonal() { 3 } else { 2 };
                    if cost > allowance || !self.on_board(n) {
                        continue;
                    }
                    let Some(t) = self.terrain(n) else { continue };
                    if !t.passable() || (roads_only && !t.road()) {
                        continue;
                    }
                    if s.x != n.x
                        && s.y != n.y
                        && enemy_at(Square::new(s.x, n.y))
                        && enemy_at(Square::new(n.x, s.y))
                    {
                        continue;
                    }
                    if enemy[at(n)] {
                        // A melee ends the move.
                        reached[at(n)] = true;
                        continue;
                    }
                    if cost < dist[at(n)] {
                        dist[at(n)] = cost;
                        buckets[usize::try_from(cost).unwrap_or(0)].push(n);
                    }
                }
            }
        }
        for (k, &d) in dist.iter().enumerate() {
            if d != u32::MAX && stacks[k].admits(u) {
                reached[k] = true;
            }
        }
    }

    /// A path for unit `i` to `to` (for canister against units passing by): the squares of a
    /// shortest route.
    #[must_use]
    pub fn route(&self, i: usize, to: Square) -> Vec<Square> {
        let u = &self.units[i];
        let mut s = u.square;
        let mut out = vec![s];
        for _ in 0..20 {
            if s == to {
                break;
            }
            let Some(d) = dir_towards(s, to) else { break };
            s = s.step8(d);
            out.push(s);
        }
        out
    }
}

/// The index of on-board square `s` in a row-by-row table `w` squares wide.
fn cell_index(s: Square, w: usize) -> usize {
    usize::try_from(s.y).unwrap_or(0) * w + usize::try_from(s.x).unwrap_or(0)
}

thread_local! {
    /// The move search's tables, kept by the thread from one search to the next (a listing
    /// searches every unit of the side) instead of allocated for each.
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

/// The tables of one unit's move searches (`State::reachable`), square by square.
#[derive(Default)]
struct Scratch {
    /// Whether an enemy of the unit stands in the square.
    enemy: Vec<bool>,
    /// What of the unit's side (the unit itself left out) stands in the square (2C).
    stacks: Vec<Stack>,
    /// The cheapest cost found to the square, in halves.
    dist: Vec<u32>,
    /// Squares to expand, by cost.
    buckets: Vec<Vec<Square>>,
    /// Whether the unit may end its move in the square.
    reached: Vec<bool>,
}

impl Scratch {
    /// Fills the enemy and stacking tables for unit `i`, and clears `reached`, for a board of
    /// `cells` squares.
    fn prepare(&mut self, state: &State, i: usize, cells: usize) {
        let u = &state.units[i];
        let w = usize::try_from(state.width).unwrap_or(0);
        self.enemy.clear();
        self.enemy.resize(cells, false);
        self.stacks.clear();
        self.stacks.resize(cells, Stack::default());
        self.reached.clear();
        self.reached.resize(cells, false);
        for (j, o) in state.units.iter().enumerate() {
            if !o.on_board() || !state.on_board(o.square) {
                continue;
            }
            if o.side != u.side {
                self.enemy[cell_index(o.square, w)] = true;
            } else if j != i {
                self.stacks[cell_index(o.square, w)].add(o);
            }
        }
    }
}

/// What of one side stands in a square, for 2C ([`State::stacking_allows`]) over a whole
/// search: kept as counts rather than the list of units.
#[derive(Clone, Copy, Default)]
struct Stack {
    commander: bool,
    /// Units other than commanders.
    others: u32,
    /// Of those, the ones that are not batteries.
    not_batteries: u32,
    guns: usize,
    wagons: usize,
    stands: u32,
}

impl Stack {
    fn add(&mut self, o: &Unit) {
        if o.kind == Kind::Commander {
            self.commander = true;
            return;
        }
        self.others += 1;
        self.not_batteries += u32::from(!o.kind.battery());
        self.guns += o.guns.len();
        self.wagons += usize::from(o.wagon);
        self.stands += o.stands;
    }

    /// Whether `u` may join: the same test as [`State::stacking_allows`].
    fn admits(&self, u: &Unit) -> bool {
        match u.kind {
            Kind::Commander => !self.commander,
            k if k.battery() => {
                self.not_batteries == 0
                    && self.guns + u.guns.len() <= 2
                    && self.wagons + usize::from(u.wagon) <= 1
                    && self.stands + u.stands <= 6
            }
            _ => self.others == 0,
        }
    }
}

/// A battery's shots as slots (at most three), each the guns (at most two) that may fire it:
/// [`State::shot_slots`] and [`State::free_slots`] without the lists' allocations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Slots {
    guns: [[Option<Gun>; 2]; 3],
    len: usize,
}

impl Slots {
    fn of(slots: &[&[Gun]]) -> Self {
        let mut t = Slots::default();
        for (k, slot) in slots.iter().enumerate().take(3) {
            for (m, &g) in slot.iter().enumerate().take(2) {
                t.guns[k][m] = Some(g);
            }
        }
        t.len = slots.len().min(3);
        t
    }

    /// The number of slots.
    #[must_use]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no slot is left.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether a slot may be fired by `gun`.
    #[must_use]
    pub fn any_for(&self, gun: Gun) -> bool {
        self.guns[..self.len].iter().any(|s| s.contains(&Some(gun)))
    }

    /// Uses the first slot `gun` may fire, if any (the others move up, in order).
    fn use_one(&mut self, gun: Gun) {
        if let Some(k) = self.guns[..self.len]
            .iter()
            .position(|s| s.contains(&Some(gun)))
        {
            self.guns.copy_within(k + 1..self.len, k);
            self.len -= 1;
            self.guns[self.len] = [None; 2];
        }
    }

    fn clear(&mut self) {
        *self = Slots::default();
    }

    /// The slots as lists of guns.
    #[must_use]
    pub fn to_vecs(&self) -> Vec<Vec<Gun>> {
        self.guns[..self.len]
            .iter()
            .map(|s| s.iter().flatten().copied().collect())
            .collect()
    }
}
