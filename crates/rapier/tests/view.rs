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

/// The state after random bots have played `n` actions of `uranus`.
fn played(n: usize) -> State {
    use umpire_core::bot::{next_seat, Bot, RandomBot, Table};
    let mut s = uranus();
    let mut dice = Dice::new(11, true);
    let bots: Vec<Box<dyn Bot<Rapier>>> = (0..Rapier::SEATS.len())
        .map(|_| Box::new(RandomBot) as Box<dyn Bot<Rapier>>)
        .collect();
    let mut table = Table::new(bots, 5);
    for _ in 0..n {
        let Some(seat_) = next_seat::<Rapier>(&s) else {
            break;
        };
        let Some(a) = table.decide(&s, seat_) else {
            break;
        };
        Rapier::apply_unchecked(&mut s, seat_, &a, &mut dice);
        dice.clear();
    }
    s
}

#[test]
fn an_attackers_view_lists_the_face_down_counters_by_number_even_where_numbers_repeat() {
    // Far enough into the game that the defence stands face down on the table.
    let s = played(60);
    let v = Rapier::view(&s, seat::CORPS);
    assert!(v.counters.len() >= 2, "{} counters", v.counters.len());
    let numbers: Vec<u8> = v.counters.iter().map(|c| c.counter).collect();
    assert!(numbers.windows(2).all(|w| w[0] < w[1]), "{numbers:?}");
    // Two counters given one number (as in a prepared scenario whose numbers are not dealt):
    // the view still lists every counter, by number, the two in the order of the units.
    let mut t = s.clone();
    let face_down: Vec<usize> = (0..t.units.len())
        .filter(|&i| {
            let u = &t.units[i];
            u.face_down && matches!(u.loc, umpire_rapier::state::Loc::Table(_))
        })
        .collect();
    let (a, b) = (face_down[0], face_down[1]);
    let shared = t.units[b].counter;
    t.units[a].counter = shared;
    let w = Rapier::view(&t, seat::CORPS);
    assert_eq!(w.counters.len(), v.counters.len());
    let numbers: Vec<u8> = w.counters.iter().map(|c| c.counter).collect();
    assert!(numbers.windows(2).all(|p| p[0] <= p[1]), "{numbers:?}");
    let sectors = |i: usize| match t.units[i].loc {
        umpire_rapier::state::Loc::Table(sec) => sec,
        _ => unreachable!("both counters are on the table"),
    };
    let pair: Vec<_> = w
        .counters
        .iter()
        .filter(|c| c.counter == shared)
        .map(|c| c.sector)
        .collect();
    assert_eq!(pair, vec![sectors(a.min(b)), sectors(a.max(b))]);
}
