//! What the state of a battle day answers: the map and its features, who is where and who sees
//! whom, units and their commanders, command reaction, supply lines and the next step of a path.

use super::*;

impl State {
    /// Builds the opening state of a validated scenario.
    #[must_use]
    pub fn new(name: &str, orbat: &Orbat) -> State {
        let mut units = Vec::new();
        let mut base = [0usize; 2];
        for (si, side) in orbat.sides.iter().enumerate() {
            base[si] = units.len();
            for u in &side.units {
                let side_no = u8::try_from(si).unwrap_or(1);
                units.push(Unit {
                    id: u.id.as_str().into(),
                    name: u.name.as_str().into(),
                    side: side_no,
                    parent: u.parent.and_then(|p| u16::try_from(p + base[si]).ok()),
                    arm: u.arm,
                    relationship: u.relationship,
                    command: u.command,
                    level: u.level,
                    role: u.role,
                    grade: u.grade,
                    green: u.green,
                    mover: u.mover,
                    weapon: u.weapon,
                    armour: u.armour,
                    gun: u.gun,
                    calibre_mm: u.calibre_mm,
                    range_m: u.range_m,
                    hex: u.hex,
                    position: u.position,
                    stand: Stand::new(u.figures),
                    fate: Fate::Fighting,
                    ammo_thirds: u.ammo * 3,
                    ammo_capacity: u.figures,
                    concealed: u.concealed,
                    order: Order::Hold { ambush: true },
                    pending: None,
                    ordered: false,
                    carry: 0,
                    disorganised: false,
                    to_ground: false,
                    opened_fire: false,
                    fired: false,
                    moved: false,
                    late: false,
                    in_column: false,
                    work: None,
                    run_hours: None,
                    faced_tanks: false,
                    cowed: false,
                    held_tanks: false,
                    lying_low: false,
                    tested: false,
                    first_tested: false,
                    out_of_fuel: false,
                    part: false,
                    standing: Standing::default(),
                    instructed: 0,
                    sat_tight: false,
                    after_combat: false,
                    rear_hq: u.rear,
                    hq_hit: false,
                    hq_ever_hit: false,
                    division_broken: false,
                });
            }
        }
        let sides = [0, 1].map(|i| {
            let s = &orbat.sides[i];
            SideState {
                id: s.id.clone(),
                name: s.name.clone(),
                div_log: s.div_log,
                corps_div_log: s.corps_div_log,
                dump: s.dump,
                sorties_left: orbat.rules.air_sorties_per_day,
                opened_today: false,
                done: false,
                reports: Vec::new(),
                has_sub: s.subordinate.is_some(),
                sub_done: false,
                sub_reports: Vec::new(),
            }
        });
        // The subordinates' parts: their headquarters and everything under it.
        for (si, side) in orbat.sides.iter().enumerate() {
            let Some(head) = side.subordinate else {
                continue;
            };
            let head = head + base[si];
            for k in 0..units.len() {
                let mut at = Some(k);
                let mut steps = 0;
                while let Some(x) = at {
                    if x == head {
                        units[k].part = true;
                        break;
                    }
                    at = units[x].parent.map(usize::from);
                    steps += 1;
                    if steps > units.len() {
                        break;
                    }
                }
            }
        }
        let mut roads = orbat.roads.clone();
        roads.sort();
        roads.dedup();
        State {
            scenario: name.to_owned(),
            hex_m: orbat.rules.hex_m,
            start_hour: orbat.rules.start_hour,
            hours: orbat.rules.hours,
            hour: 0,
            sorties_per_day: orbat.rules.air_sorties_per_day,
            air_delay_hours: orbat.rules.air_support.delay_hours(),
            width: orbat.width,
            height: orbat.height,
            terrain: orbat.terrain.iter().flatten().copied().collect(),
            roads: roads.into(),
            features: orbat
                .major_river
                .iter()
                .map(|&at| Feature::MajorRiver { at })
                .collect(),
            objectives: orbat
                .objectives
                .iter()
                .map(|o| {
                    let h = u8::try_from(o.holder).unwrap_or(1);
                    ObjectiveState {
                        name: o.name.clone(),
                        hex: o.hex,
                        holder: h,
                        seen_holder: [h, h],
                    }
                })
                .collect(),
            sides,
            units,
            attacks: Vec::new(),
            sorties: Vec::new(),
            over: false,
            recovery: None,
        }
    }

    /// The hour of the day now.
    #[must_use]
    pub fn clock(&self) -> u32 {
        (self.start_hour + self.hour) % 24
    }

    /// Whether a hex is on the map.
    #[must_use]
    pub fn on_map(&self, h: Hex) -> bool {
        let (c, r) = h.to_offset();
        c >= 0 && r >= 0 && c < self.width && r < self.height
    }

    /// The place of an on-map hex in the map's row-major tables (`None` off the map).
    #[must_use]
    pub fn cell_index(&self, h: Hex) -> Option<usize> {
        if !self.on_map(h) {
            return None;
        }
        let (c, r) = h.to_offset();
        Some(
            usize::try_from(r).ok()? * usize::try_from(self.width).ok()?
                + usize::try_from(c).ok()?,
        )
    }

    /// The terrain of a hex (`None` off the map).
    #[must_use]
    pub fn terrain(&self, h: Hex) -> Option<Terrain> {
        self.terrain.get(self.cell_index(h)?).copied()
    }

    /// A road runs through the hex.
    #[must_use]
    pub fn road(&self, h: Hex) -> bool {
        self.roads.binary_search(&h).is_ok()
    }

    /// Woods or village: close country.
    #[must_use]
    pub fn close_country(&self, h: Hex) -> bool {
        matches!(self.terrain(h), Some(Terrain::Woods | Terrain::Village))
    }

    fn feature_at(&self, h: Hex, f: impl Fn(&Feature) -> bool) -> bool {
        self.features.iter().any(|x| feature_hex(x) == h && f(x))
    }

    /// Whether hex `h` is on a major river (the scenario's `map.major_river`).
    #[must_use]
    pub fn major_river(&self, h: Hex) -> bool {
        self.feature_at(h, |f| matches!(f, Feature::MajorRiver { .. }))
    }

    /// Whether `side` has planned a crossing of the major river at `h`.
    #[must_use]
    pub fn crossing_planned(&self, h: Hex, side: u8) -> bool {
        self.feature_at(
            h,
            |f| matches!(*f, Feature::CrossingPlanned { side: s, .. } if s == side),
        )
    }

    /// Whether a stand with this mover may enter the hex as terrain goes (rivers: roads are
    /// fords and bridges unless blown; bridgeheads carry foot, bridges everything).
    #[must_use]
    pub fn passable(&self, h: Hex, mover: Mover) -> bool {
        match self.terrain(h) {
            None => false,
            Some(Terrain::River) => {
                if self.feature_at(h, |f| matches!(f, Feature::Bridge { .. })) {
                    return true;
                }
                if self.feature_at(h, |f| matches!(f, Feature::Demolished { .. })) {
                    return false;
                }
                self.road(h)
                    || (matches!(mover, Mover::Foot | Mover::CavalryCycle)
                        && self.feature_at(h, |f| matches!(f, Feature::Bridgehead { .. })))
            }
            Some(_) => true,
        }
    }

    /// Indices of the living stands in a hex.
    pub fn stands_at(&self, h: Hex) -> impl Iterator<Item = usize> + '_ {
        self.units
            .iter()
            .enumerate()
            .filter(move |(_, u)| u.alive() && u.hex == h)
            .map(|(i, _)| i)
    }

    /// Living stands of `side` in a hex.
    #[must_use]
    pub fn count_at(&self, h: Hex, side: u8) -> usize {
        self.stands_at(h)
            .filter(|&i| self.units[i].side == side)
            .count()
    }

    /// Every hex of the map, row by row.
    pub fn map_hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        (0..self.height).flat_map(|row| (0..self.width).map(move |col| Hex::from_offset(col, row)))
    }

    /// Whether a stand of `side` moving as `mover` may stand in hex `h` as the invariants go:
    /// passable to it, no enemy there, room for one more of its side.
    #[must_use]
    pub fn room_for(&self, h: Hex, mover: Mover, side: u8) -> bool {
        self.passable(h, mover)
            && !self.enemy_at(side, h)
            && self.count_at(h, side) < crate::game::hex_capacity(self.hex_m)
    }

    /// Whether the other side can see stand `i` now: it is not concealed and some living enemy
    /// stand is within sight of it (UMP-NQM-15).
    #[must_use]
    pub fn seen_by_enemy(&self, i: usize) -> bool {
        self.seen_by(i, false)
    }

    /// Whether stand `i` is seen by the other side's stands, or (with `part_only`) by those of
    /// them its subordinate commander runs.
    #[must_use]
    pub fn seen_by(&self, i: usize, part_only: bool) -> bool {
        let u = &self.units[i];
        if !u.alive() || u.concealed {
            return false;
        }
        let reach = if self.close_country(u.hex) {
            1
        } else {
            u16::try_from((SIGHT_M / self.hex_m).max(1)).unwrap_or(u16::MAX)
        };
        self.units.iter().any(|e| {
            e.alive()
                && e.side != u.side
                && (!part_only || e.part)
                && e.hex.distance(u.hex) <= reach
        })
    }

    /// Whether `side` sees a living enemy stand in hex `h`.
    #[must_use]
    pub fn enemy_seen_at(&self, side: u8, h: Hex) -> bool {
        self.stands_at(h)
            .any(|i| self.units[i].side != side && self.seen_by_enemy(i))
    }

    /// Whether any living enemy of `side` (seen or not) stands in hex `h`.
    #[must_use]
    pub fn enemy_at(&self, side: u8, h: Hex) -> bool {
        self.stands_at(h).any(|i| self.units[i].side != side)
    }

    /// The stand's unit: its headquarters' stands (the headquarters and every stand whose parent
    /// it is). A headquarters heads its own unit; a stand with no parent is a unit by itself.
    #[must_use]
    pub fn unit_head(&self, i: usize) -> usize {
        let u = &self.units[i];
        if u.command {
            return i;
        }
        u.parent.map_or(i, usize::from)
    }

    /// Stand indices of the unit headed by `head`.
    #[must_use]
    pub fn unit_members(&self, head: usize) -> Vec<usize> {
        (0..self.units.len())
            .filter(|&j| self.unit_head(j) == head)
            .collect()
    }

    /// A unit's figures at the start and its casualties for break tests (NQM 3-4): the pins on
    /// its stands still in the battle, every figure of those gone.
    #[must_use]
    pub fn unit_casualties(&self, members: &[usize]) -> (u32, u32) {
        let strength = members.iter().map(|&k| self.units[k].stand.figures).sum();
        let lost = members
            .iter()
            .map(|&k| {
                let u = &self.units[k];
                if u.alive() {
                    u.stand.pins()
                } else {
                    u.stand.figures
                }
            })
            .sum();
        (strength, lost)
    }

    /// The farthest a concealed stand may shout STOP, in hexes: its effective range, but no
    /// farther than it sees over open ground (UMP-NQM-39).
    #[must_use]
    pub fn stop_reach(&self, i: usize) -> u16 {
        let sight = u16::try_from((SIGHT_M / self.hex_m).max(1)).unwrap_or(u16::MAX);
        self.range_hexes(i).min(sight)
    }

    /// Effective range in hexes of a stand's weapon (0: only a neighbouring hex by firefight).
    #[must_use]
    pub fn range_hexes(&self, i: usize) -> u16 {
        u16::try_from(self.units[i].range_m / self.hex_m).unwrap_or(u16::MAX)
    }

    /// The enemy stand seen by `side` whose effective direct fire covers hex `h`, if any: a
    /// stand capable of direct fire (armed, neither artillery nor mortar, not disorganised)
    /// within its effective range of `h`, a neighbouring hex always (UMP-NQM-17). The first
    /// such stand in index order.
    #[must_use]
    pub fn direct_fire_over(&self, side: u8, h: Hex) -> Option<usize> {
        (0..self.units.len()).find(|&j| {
            let e = &self.units[j];
            e.alive()
                && e.side != side
                && !e.disorganised
                && e.arm != Arm::Logistic
                && !e.gun.indirect()
                && e.hex.distance(h) <= self.range_hexes(j).max(1)
                // Last: whether the stand is seen asks every stand of the other side.
                && self.seen_by_enemy(j)
        })
    }

    /// Whether stand `i` is outpaced by an enemy in contact that it sees: it may withdraw only
    /// if it is at least as mobile as its pursuers (road-march rates).
    #[must_use]
    pub fn outpaced(&self, i: usize) -> bool {
        let u = &self.units[i];
        let own = rate_m_per_hour(u.mover, Pace::RoadMarch, false).unwrap_or(0);
        self.units.iter().enumerate().any(|(j, e)| {
            e.alive()
                && e.side != u.side
                && e.hex.distance(u.hex) <= 1
                && rate_m_per_hour(e.mover, Pace::RoadMarch, false).unwrap_or(0) > own
                && self.seen_by_enemy(j)
        })
    }

    /// Harassing range in hexes of a stand's weapon (the weapon range table's second column,
    /// scaled as the scenario scales its effective range; artillery and mortars harass out to
    /// their effective range, UMP-NQM-4); `None` where the table gives none (anti-tank rifles).
    #[must_use]
    pub fn harass_hexes(&self, i: usize) -> Option<u16> {
        let u = &self.units[i];
        let (effective, harassing) = u.gun.ranges_m();
        let m = u64::from(harassing?) * u64::from(u.range_m) / u64::from(effective.max(1));
        Some(u16::try_from(m / u64::from(self.hex_m.max(1))).unwrap_or(u16::MAX))
    }

    /// How far stand `i` may fire in hexes: its harassing range for harassing fire, else its
    /// effective range; `None` for harassing fire where the table gives no harassing range.
    #[must_use]
    pub fn reach_hexes(&self, i: usize, harass: bool) -> Option<u16> {
        if harass {
            self.harass_hexes(i)
        } else {
            Some(self.range_hexes(i))
        }
    }

    /// The target class of a stand on the firefight table: vehicles by armour; soft troops by
    /// position (in a village at least medium), and very light when moving in the open.
    #[must_use]
    pub fn target_class(&self, i: usize) -> Class {
        let u = &self.units[i];
        let mut c = class_of(u.position);
        if self.terrain(u.hex) == Some(Terrain::Village) {
            c = c.max(Class::Medium);
        }
        if u.tank() {
            return u.armour.max(c);
        }
        let moving = matches!(
            u.order,
            Order::Move { .. } | Order::Recce { .. } | Order::Withdraw { .. }
        );
        // The classification table: "all troops moving to contact or road marching" are very
        // light, in the open or in cover alike (UMP-NQM-16 as amended).
        if u.moved && moving {
            return Class::VeryLight;
        }
        c
    }

    /// A command stand of `i`'s chain (its headquarters, theirs, ...) stands in its hex: the
    /// general at the point of action cuts command reaction time out.
    #[must_use]
    pub fn commander_present(&self, i: usize) -> bool {
        let mut at = self.units[i].parent;
        let mut steps = 0;
        while let Some(p) = at {
            let p = usize::from(p);
            if self.units[p].alive() && self.units[p].hex == self.units[i].hex {
                return true;
            }
            at = self.units[p].parent;
            steps += 1;
            if steps > self.units.len() {
                break;
            }
        }
        self.units[i].command
    }

    /// Command reaction time for a changed order to stand `i`, in half-hours, counted from the
    /// start of the hour just played (UMP-NQM-13): an hour to issue new orders, halved for
    /// veteran armoured and motorised units, nothing with a commander at the point of action.
    /// Fire missions of supporting arms pay their relationship's delay instead (under command
    /// and direct support at once, in support an hour later).
    #[must_use]
    pub fn reaction_half_hours(&self, i: usize, order: &Order) -> u32 {
        let u = &self.units[i];
        if matches!(order, Order::Fire { .. }) && u.arm == Arm::Supporting {
            // A higher headquarters' guns fire once the call has climbed to it (corps guns in
            // the second hour of an attack, as the text's example has it).
            let climb = self
                .chain_level(i)
                .filter(|&l| l > Level::Division)
                .map_or(0, |l| report_hours(Level::Division, l));
            return 2 * u.relationship.fire_delay_hours().max(climb);
        }
        if self.commander_present(i) {
            return 0;
        }
        let veteran_mobile = matches!(u.grade, Grade::E | Grade::V)
            && matches!(u.mover, Mover::Armoured | Mover::Motorised);
        // Stands of a higher headquarters: the request climbs from the division to it and the
        // orders come back down (the command reaction table).
        let top = self.chain_level(i);
        let climb = match top {
            Some(l) if l > Level::Division => {
                let r = reaction_hours(Level::Division, l, veteran_mobile, false);
                u32::try_from((r * umpire_core::Ratio::new(2, 1)).floor_u128()).unwrap_or(u32::MAX)
            }
            _ => 0,
        };
        climb + if veteran_mobile { 1 } else { 2 }
    }

    /// Stand indices under headquarters `hq`, at any depth (not `hq` itself).
    #[must_use]
    pub fn under(&self, hq: usize) -> Vec<usize> {
        (0..self.units.len())
            .filter(|&j| {
                let mut at = self.units[j].parent;
                let mut steps = 0;
                while let Some(p) = at {
                    if usize::from(p) == hq {
                        return true;
                    }
                    at = self.units[usize::from(p)].parent;
                    steps += 1;
                    if steps > self.units.len() {
                        break;
                    }
                }
                false
            })
            .collect()
    }

    /// The highest level of command in stand `i`'s chain.
    #[must_use]
    pub fn chain_level(&self, i: usize) -> Option<Level> {
        let mut best = self.units[i].level;
        let mut at = self.units[i].parent;
        let mut steps = 0;
        while let Some(p) = at {
            let p = usize::from(p);
            best = best.max(self.units[p].level);
            at = self.units[p].parent;
            steps += 1;
            if steps > self.units.len() {
                break;
            }
        }
        best
    }

    /// Whether a side can trace a supply line from `from` to its dump through hexes free of
    /// enemy stands.
    #[must_use]
    pub fn supply_line(&self, side: u8, from: Hex) -> bool {
        let dump = self.sides[usize::from(side)].dump;
        let cells =
            usize::try_from(self.width).unwrap_or(0) * usize::try_from(self.height).unwrap_or(0);
        // Each on-map hex once: 0 not yet met, 1 met, 2 held by the enemy.
        let mut mark = vec![0u8; cells];
        for u in self.units.iter().filter(|u| u.alive() && u.side != side) {
            if let Some(k) = self.cell_index(u.hex) {
                mark[k] = 2;
            }
        }
        match self.cell_index(from) {
            Some(k) if mark[k] == 2 => return false,
            Some(k) => mark[k] = 1,
            None if self.enemy_at(side, from) => return false,
            None => {}
        }
        let mut frontier = vec![from];
        while let Some(h) = frontier.pop() {
            if h == dump {
                return true;
            }
            for n in h.neighbours() {
                if let Some(k) = self.cell_index(n) {
                    if mark[k] == 0 && self.passable(n, Mover::Foot) {
                        mark[k] = 1;
                        frontier.push(n);
                    }
                }
            }
        }
        false
    }

    /// The next hex on a shortest path for `mover` from `from` towards `to` over passable
    /// terrain (`None` when there or cut off).
    #[must_use]
    pub fn next_step(&self, from: Hex, to: Hex, mover: Mover) -> Option<Hex> {
        if from == to || !self.on_map(to) {
            return None;
        }
        // Breadth-first from the destination, stopping at `from`'s neighbours.
        let w = usize::try_from(self.width).unwrap_or(0);
        let h = usize::try_from(self.height).unwrap_or(0);
        let idx = |x: Hex| {
            let (c, r) = x.to_offset();
            usize::try_from(r).unwrap_or(0) * w + usize::try_from(c).unwrap_or(0)
        };
        let mut dist = vec![u16::MAX; w * h];
        dist[idx(to)] = 0;
        let mut queue = std::collections::VecDeque::from([to]);
        while let Some(x) = queue.pop_front() {
            if x == from {
                break;
            }
            let d = dist[idx(x)];
            for n in x.neighbours() {
                if self.on_map(n)
                    && dist[idx(n)] == u16::MAX
                    && (n == from || self.passable(n, mover))
                {
                    dist[idx(n)] = d + 1;
                    queue.push_back(n);
                }
            }
        }
        if dist[idx(from)] == u16::MAX {
            return None;
        }
        from.neighbours()
            .into_iter()
            .filter(|&n| self.on_map(n) && self.passable(n, mover))
            .min_by_key(|&n| (dist[idx(n)], n))
            .filter(|&n| dist[idx(n)] < dist[idx(from)])
    }
}

/// Distances to the destinations of an hour's moves, kept while the movers step (movement
/// step 3): a path depends on the terrain, the roads and the crossings only, which stepping
/// does not change, and a mover asks again for the same destination at every step (and often
/// others for the same few hexes).
#[derive(Default)]
pub(crate) struct Paths {
    /// By destination and whether the mover crosses at bridgeheads (foot, cavalry, cyclists):
    /// a breadth-first search from the destination over passable hexes, taken as far as the
    /// questions so far needed: each on-map hex's steps from the destination once reached
    /// (`u16::MAX` before), and the hexes reached but not yet expanded.
    searches: Vec<(Hex, bool, Vec<u16>, std::collections::VecDeque<Hex>)>,
}

impl State {
    /// [`State::next_step`], from the searches kept in `paths`: the passable neighbour of
    /// `from` nearest `to` (the lowest hex on a tie), if it is nearer than `from`.
    pub(crate) fn next_step_by(
        &self,
        paths: &mut Paths,
        from: Hex,
        to: Hex,
        mover: Mover,
    ) -> Option<Hex> {
        if from == to || !self.on_map(to) || !self.on_map(from) {
            return self.next_step(from, to, mover);
        }
        // Both ends are on the map, and so is every hex a search reaches.
        let idx = |x: Hex| self.cell_index(x).unwrap_or(0);
        let foot = matches!(mover, Mover::Foot | Mover::CavalryCycle);
        let at = match paths.searches.iter().position(|s| (s.0, s.1) == (to, foot)) {
            Some(at) => at,
            None => {
                let cells = usize::try_from(self.width).unwrap_or(0)
                    * usize::try_from(self.height).unwrap_or(0);
                let mut dist = vec![u16::MAX; cells];
                dist[idx(to)] = 0;
                let queue = std::collections::VecDeque::from([to]);
                paths.searches.push((to, foot, dist, queue));
                paths.searches.len() - 1
            }
        };
        let (_, _, dist, queue) = &mut paths.searches[at];
        // The fewest steps from `to` to a neighbour of `from` reached so far.
        let nearest = |dist: &[u16]| {
            from.neighbours()
                .into_iter()
                .filter(|&n| self.on_map(n) && dist[idx(n)] != u16::MAX)
                .map(|n| dist[idx(n)])
                .min()
        };
        // Search on until every hex as near `to` as `from`'s nearest neighbour is reached: the
        // queue holds hexes in order of distance, so once its first is that far, they are.
        loop {
            let m = nearest(dist);
            let Some(&x) = queue.front() else { break };
            if m.is_some_and(|m| dist[idx(x)] >= m) {
                break;
            }
            queue.pop_front();
            let d = dist[idx(x)];
            for n in x.neighbours() {
                if self.on_map(n) && dist[idx(n)] == u16::MAX && self.passable(n, mover) {
                    dist[idx(n)] = d + 1;
                    queue.push_back(n);
                }
            }
        }
        // `from` is one step beyond its nearest neighbour that was reached (it need not be
        // passable itself: a path leaves it whatever it is).
        let m = nearest(dist)?;
        from.neighbours()
            .into_iter()
            .filter(|&n| self.on_map(n) && self.passable(n, mover))
            .min_by_key(|&n| (dist[idx(n)], n))
            .filter(|&n| dist[idx(n)] <= m)
    }
}

#[cfg(test)]
mod tests {
    use umpire_core::{Dice, Ruleset};

    use super::*;
    use crate::movement::Mover;

    /// Movement step 3: the kept distances give the step the search from the destination gives,
    /// from every hex to every hex of every bundled map, for a mover on foot and one in vehicles.
    #[test]
    fn movement_kept_paths_step_as_a_fresh_search_does() {
        for bundled in crate::SCENARIOS {
            let sc = crate::bundled(bundled.name).expect("bundled scenario");
            let state = crate::Nqm::new_game(&sc, &mut Dice::new(1, false)).expect("game");
            let hexes: Vec<Hex> = (0..state.height)
                .flat_map(|r| (0..state.width).map(move |c| Hex::from_offset(c, r)))
                .collect();
            for mover in [Mover::Foot, Mover::Motorised] {
                let mut paths = Paths::default();
                // Every fifth destination, to keep the test quick on the larger maps.
                for &to in hexes.iter().step_by(5) {
                    for &from in &hexes {
                        assert_eq!(
                            state.next_step_by(&mut paths, from, to, mover),
                            state.next_step(from, to, mover),
                            "{mover:?} from {from:?} to {to:?} on {}",
                            bundled.name
                        );
                    }
                }
            }
        }
    }
}
