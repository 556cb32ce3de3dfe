//! The shared battery on both bundled scenarios.

use umpire_core::testing::battery;
use umpire_rapier::{bundled, Rapier};

#[test]
fn battery_uranus() {
    let sc = bundled("uranus").unwrap();
    let r = battery::<Rapier>(&sc, 300, 1).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, 300);
    assert!(r.twins_checked > 1000, "{r:?}");
    eprintln!("{r:?}");
}

#[test]
fn battery_uranus_advanced() {
    let sc = bundled("uranus-advanced").unwrap();
    let r = battery::<Rapier>(&sc, 300, 10_000).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, 300);
    eprintln!("{r:?}");
}
