//! A view's units and their names: written out as before the names were shared, and right
//! after the state's units change names or places (the shared table is rebuilt).

use umpire_core::{Dice, Ruleset};
use umpire_rapier::state::seat;
use umpire_rapier::{bundled, Rapier, State};

fn uranus() -> State {
    let sc = bundled("uranus").unwrap();
    Rapier::new_game(&sc, &mut Dice::new(7, true)).unwrap()
}

/// The names each unit of the umpire's view carries, as written out, by unit index.
fn written_names(s: &State) -> Vec<(usize, String, String)> {
    let v = Rapier::view(s, seat::UMPIRE);
    let json = serde_json::to_value(&v).unwrap();
    let units = json["units"].as_array().unwrap();
    assert_eq!(units.len(), v.units.len());
    units
        .iter()
        .zip(v.units.iter())
        .map(|(j, u)| {
            assert_eq!(j["name"].as_str(), Some(v.units.name(u)));
            let id = usize::from(u.id.expect("the umpire sees every unit's index"));
            let label = j["label"].as_str().unwrap().to_string();
            (id, j["name"].as_str().unwrap().to_string(), label)
        })
        .collect()
}

#[test]
fn a_view_writes_each_unit_with_its_own_name_and_label() {
    let s = uranus();
    let names = written_names(&s);
    assert_eq!(names.len(), s.units.len());
    for (id, name, label) in names {
        assert_eq!(name, &*s.units[id].name);
        assert_eq!(label, s.units[id].label());
    }
    // The fields keep their order: the name third, the label after the kind.
    let text = serde_json::to_string(&Rapier::view(&s, seat::UMPIRE)).unwrap();
    let first = &text[text.find("\"units\":[{").unwrap()..];
    let keys: Vec<&str> = ["\"id\"", "\"counter\"", "\"name\"", "\"side\"", "\"kind\""]
        .into_iter()
        .chain(["\"label\"", "\"division\"", "\"asset\"", "\"loc\""])
        .collect();
    let at: Vec<usize> = keys.iter().map(|k| first.find(k).unwrap()).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{}", &first[..200]);
}

#[test]
fn a_view_follows_units_that_changed_names_or_places_since_the_last() {
    let s = uranus();
    let before = written_names(&s);
    // Two units trade places in the list (as a hidden twin's counters trade what they are).
    let mut t = s.clone();
    let last = t.units.len() - 1;
    t.units.swap(0, last);
    let after = written_names(&t);
    assert_eq!(after[0].1, before[last].1);
    assert_eq!(after[last].1, before[0].1);
    // A renamed unit shows its new name, and the first state, viewed again, its own.
    let mut r = s.clone();
    r.units[3].name = "Renamed Bn".into();
    assert_eq!(written_names(&r)[3].1, "Renamed Bn");
    assert_eq!(written_names(&s), before);
    // Views of the same state are equal; a swap of two different units is seen.
    assert_eq!(
        Rapier::view(&s, seat::UMPIRE),
        Rapier::view(&s.clone(), seat::UMPIRE)
    );
    assert_ne!(
        Rapier::view(&s, seat::UMPIRE),
        Rapier::view(&r, seat::UMPIRE)
    );
}
