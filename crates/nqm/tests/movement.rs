//! Movement and space against the text's numbers: the movement-rates table, NQM-1's hexes an
//! hour with the fraction carried, the campaign day, and the real-estate table.

use umpire_nqm::movement::*;

#[test]
fn movement_rates_table_km_per_hour() {
    use Mover as M;
    use Pace::{AdvanceInContact as A, MoveToContact as C, RoadMarch as R};
    let row = |m| [C, A, R].map(|p| rate_m_per_hour(m, p, true));
    assert_eq!(row(M::LightRecce), [Some(5000), Some(2000), Some(10_000)]);
    assert_eq!(row(M::Armoured), [Some(3000), Some(1000), Some(6000)]);
    assert_eq!(row(M::Foot), [Some(1000), Some(500), Some(2000)]);
    assert_eq!(row(M::Motorised), [Some(3000), Some(500), Some(9000)]);
    assert_eq!(row(M::CavalryCycle), [Some(2000), Some(500), Some(3000)]);
    assert_eq!(row(M::HorseDrawn), [None, None, Some(2000)]);
    assert_eq!(row(M::ArmourOnTransporters), [None, None, Some(10_000)]);
    // Light recce advances in contact at 2 km/h only against light recce (UMP-NQM-5: otherwise
    // as armour).
    assert_eq!(rate_m_per_hour(M::LightRecce, A, false), Some(1000));
}

#[test]
fn campaign_day_is_twelve_hours() {
    assert_eq!(campaign_day_m(1000), 12_000);
    assert_eq!(campaign_day_m(9000), 108_000);
}

#[test]
fn nqm1_hexes_an_hour_carry_the_fraction() {
    // Foot advancing in contact on 500 m hexes: one hex an hour.
    let mut carry = 0;
    assert_eq!(hexes_this_hour(500, 500, &mut carry), 1);
    assert_eq!(carry, 0);
    // Foot advancing in contact on 1 km hexes: a hex every second hour.
    let moved: Vec<u32> = (0..4)
        .map(|_| hexes_this_hour(500, 1000, &mut carry))
        .collect();
    assert_eq!(moved, [0, 1, 0, 1]);
    // Armour moving to contact on 2 km hexes: 3 km an hour gives 1, 2, 1, 2 hexes.
    let mut carry = 0;
    let moved: Vec<u32> = (0..4)
        .map(|_| hexes_this_hour(3000, 2000, &mut carry))
        .collect();
    assert_eq!(moved, [1, 2, 1, 2]);
    assert_eq!(moved.iter().sum::<u32>() * 2000, 4 * 3000);
    assert_eq!(hexes_this_hour(3000, 0, &mut carry), 0);
}

#[test]
fn real_estate_table_frontages_and_depths() {
    use Formation as F;
    assert_eq!(F::Company.frontage_range_m(), (300, 300));
    assert_eq!(F::CompanyInDefence.frontage_range_m(), (300, 500));
    assert_eq!(F::Battalion.frontage_range_m(), (1000, 2000));
    assert_eq!(F::BattalionInDefence.frontage_range_m(), (1000, 2000));
    assert_eq!(F::BrigadeOrRegiment.frontage_range_m(), (4000, 7000));
    assert_eq!(F::Division.frontage_range_m(), (10_000, 15_000));
    let depths = [
        F::Company,
        F::CompanyInDefence,
        F::Battalion,
        F::BattalionInDefence,
        F::BrigadeOrRegiment,
        F::Division,
    ]
    .map(Formation::column_depth_m);
    assert_eq!(depths, [300, 300, 2000, 1000, 8000, 24_000]);
    // The lower limit in close terrain, the upper in the open.
    assert_eq!(F::Division.frontage_m(false), 10_000);
    assert_eq!(F::Division.frontage_m(true), 15_000);
    // On 500 m hexes a battalion in the open spans 4 hexes, a company still 1.
    assert_eq!(F::Battalion.frontage_hexes(true, 500), 4);
    assert_eq!(F::Company.frontage_hexes(true, 500), 1);
}
