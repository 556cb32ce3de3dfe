//! Golden playthroughs: whole seeded battles pinned by the hash of their log. If a change to
//! the rules, bots or dice is intended, update the pins and say so in the commit.

use umpire_core::log::content_hash;
use umpire_core::{Bot, Game, Table};
use umpire_opart::bots::HeuristicBot;
use umpire_opart::{bundled, OpArt};

fn playthrough(scenario: &str, seed: u64) -> (usize, String, String) {
    let sc = bundled(scenario).unwrap();
    let mut g = Game::<OpArt>::new(&sc, scenario, seed, true).unwrap();
    let bots: Vec<Box<dyn Bot<OpArt>>> = (0..6)
        .map(|_| Box::new(HeuristicBot) as Box<dyn Bot<OpArt>>)
        .collect();
    Table::new(bots, seed).play_game(&mut g).unwrap();
    let text = g.log_text();
    (
        g.steps().len(),
        g.outcome().unwrap().summary,
        content_hash(&serde_json::Value::String(text)),
    )
}

#[test]
fn golden_heuristic_vazuza_seed_4() {
    let (steps, summary, hash) = playthrough("vazuza", 4);
    assert_eq!(
        (steps, summary.as_str(), hash.as_str()),
        (
            93,
            "the Soviet side collapsed (OPA-11)",
            "f041f3811d74f26d673701fd72cf563d6a1c022cbde7deb4e13b8c212ef32f19"
        )
    );
}

#[test]
fn magnuszew_splits_the_soviet_side_between_two_seats() {
    use umpire_core::{Dice, Ruleset};
    let sc = bundled("magnuszew").unwrap();
    let s = OpArt::new_game(&sc, &mut Dice::new(1, false)).unwrap();
    let seat_of = |name: &str| s.divisions.iter().find(|d| d.name == name).unwrap().seat;
    assert_eq!(
        OpArt::SEATS[usize::from(seat_of("47th Guards Rifle Division"))],
        "soviet"
    );
    assert_eq!(
        OpArt::SEATS[usize::from(seat_of("57th Guards Rifle Division"))],
        "soviet-2"
    );
    // Whenever the 57th's card is up, only the soviet-2 seat may act.
    let mut dice = Dice::new(2, false);
    let mut s = s;
    for _ in 0..5 {
        let d = s.active().unwrap();
        let seat = OpArt::to_act(&s).iter(6).next().unwrap();
        assert_eq!(seat, s.divisions[usize::from(d)].seat);
        OpArt::apply(&mut s, seat, &umpire_opart::Action::Done, &mut dice).unwrap();
    }
}
