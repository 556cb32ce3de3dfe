//! Movement and space: the movement-rates table, movement on the scaled map with the fraction
//! of a hex carried over (NQM-1), the campaign day, and the real-estate table of frontages and
//! column depths.

/// Kinds of movers in the movement-rates table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mover {
    /// Light recce.
    LightRecce,
    /// Armour.
    Armoured,
    /// Armour carried on tank transporters (road march only).
    ArmourOnTransporters,
    /// Foot.
    Foot,
    /// Motorised.
    Motorised,
    /// Cavalry or cyclists.
    CavalryCycle,
    /// Horse-drawn transport (road march only).
    HorseDrawn,
}

impl Mover {
    /// Parses `light-recce`, `armoured`, `armour-on-transporters`, `foot`, `motorised`,
    /// `cavalry-cycle` or `horse-drawn`.
    ///
    /// # Errors
    /// Anything else, with the list.
    pub fn parse(t: &str) -> Result<Mover, String> {
        match t {
            "light-recce" => Ok(Mover::LightRecce),
            "armoured" => Ok(Mover::Armoured),
            "armour-on-transporters" => Ok(Mover::ArmourOnTransporters),
            "foot" => Ok(Mover::Foot),
            "motorised" => Ok(Mover::Motorised),
            "cavalry-cycle" => Ok(Mover::CavalryCycle),
            "horse-drawn" => Ok(Mover::HorseDrawn),
            o => Err(format!("{o:?} is not a kind of mover: light-recce, armoured, armour-on-transporters, foot, motorised, cavalry-cycle or horse-drawn")),
        }
    }
}

/// Paces in the movement-rates table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    /// Moving to contact: the lead fighting elements' pace.
    MoveToContact,
    /// Advancing in contact: breaking into a position or fighting through an area.
    AdvanceInContact,
    /// Road march, also the pace of a rout: echelon, transport and HQ units on roads.
    RoadMarch,
}

/// The rate in metres an hour (`None`: the mover cannot move at that pace). Light recce
/// advances in contact at 2 km/h only against light recce (`against_light_recce`); otherwise it
/// advances as armour does.
#[must_use]
pub fn rate_m_per_hour(mover: Mover, pace: Pace, against_light_recce: bool) -> Option<u32> {
    use Mover as M;
    use Pace as P;
    match (mover, pace) {
        (M::LightRecce, P::MoveToContact) => Some(5000),
        (M::LightRecce, P::AdvanceInContact) => Some(if against_light_recce { 2000 } else { 1000 }),
        (M::LightRecce | M::ArmourOnTransporters, P::RoadMarch) => Some(10_000),
        (M::Armoured, P::MoveToContact) | (M::Motorised, P::MoveToContact) => Some(3000),
        (M::Armoured, P::AdvanceInContact) | (M::Foot, P::MoveToContact) => Some(1000),
        (M::Armoured, P::RoadMarch) => Some(6000),
        (M::Foot | M::Motorised | M::CavalryCycle, P::AdvanceInContact) => Some(500),
        (M::Foot | M::HorseDrawn, P::RoadMarch) => Some(2000),
        (M::Motorised, P::RoadMarch) => Some(9000),
        (M::CavalryCycle, P::MoveToContact) => Some(2000),
        (M::CavalryCycle, P::RoadMarch) => Some(3000),
        (M::ArmourOnTransporters | M::HorseDrawn, _) => None,
    }
}

/// On the campaign map a day's move is twelve hours at the hourly rate, which allows for halts.
#[must_use]
pub fn campaign_day_m(rate_m_per_hour: u32) -> u32 {
    12 * rate_m_per_hour
}

/// NQM-1: one hour's movement on a map of `hex_m` metres a hex. `carry` holds the metres left
/// over from earlier hours; returns the whole hexes moved this hour and leaves the remainder in
/// `carry`. A zero hex size moves nothing.
pub fn hexes_this_hour(rate_m_per_hour: u32, hex_m: u32, carry: &mut u32) -> u32 {
    if hex_m == 0 {
        return 0;
    }
    let total = *carry + rate_m_per_hour;
    *carry = total % hex_m;
    total / hex_m
}

/// Formations in the real-estate table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Formation {
    /// A company.
    Company,
    /// A company in defence.
    CompanyInDefence,
    /// A battalion.
    Battalion,
    /// A battalion in defence.
    BattalionInDefence,
    /// A brigade or regiment.
    BrigadeOrRegiment,
    /// A division.
    Division,
}

impl Formation {
    /// The least and greatest frontage in metres.
    #[must_use]
    pub fn frontage_range_m(self) -> (u32, u32) {
        match self {
            Formation::Company => (300, 300),
            Formation::CompanyInDefence => (300, 500),
            Formation::Battalion | Formation::BattalionInDefence => (1000, 2000),
            Formation::BrigadeOrRegiment => (4000, 7000),
            Formation::Division => (10_000, 15_000),
        }
    }

    /// The frontage in metres: the least in close terrain, the greatest in the open.
    #[must_use]
    pub fn frontage_m(self, open: bool) -> u32 {
        let (lo, hi) = self.frontage_range_m();
        if open {
            hi
        } else {
            lo
        }
    }

    /// The depth in column, in metres.
    #[must_use]
    pub fn column_depth_m(self) -> u32 {
        match self {
            Formation::Company | Formation::CompanyInDefence => 300,
            Formation::Battalion => 2000,
            Formation::BattalionInDefence => 1000,
            Formation::BrigadeOrRegiment => 8000,
            Formation::Division => 24_000,
        }
    }

    /// How many hexes of `hex_m` metres the frontage spans, rounded up (at least one).
    #[must_use]
    pub fn frontage_hexes(self, open: bool, hex_m: u32) -> u32 {
        self.frontage_m(open).div_ceil(hex_m.max(1)).max(1)
    }
}
