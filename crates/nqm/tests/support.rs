//! Command relationships against the text: who may call, how soon fire comes, who resupplies.

use umpire_nqm::support::Relationship as R;

#[test]
fn command_relationships_call_timing_and_supply() {
    assert_eq!(R::UnderCommand.fire_delay_hours(), 0);
    assert_eq!(R::InDirectSupport.fire_delay_hours(), 0);
    assert_eq!(R::InSupport.fire_delay_hours(), 1);
    // Only the commanding unit calls on a unit under command.
    assert!(R::UnderCommand.may_call(true, false));
    assert!(!R::UnderCommand.may_call(false, true));
    // A unit in direct support helps others only on its own HQ's order.
    assert!(!R::InDirectSupport.may_call(false, false));
    assert!(R::InDirectSupport.may_call(false, true));
    assert!(R::InSupport.may_call(true, false));
    assert!(!R::InSupport.may_call(false, false));
    assert!(R::UnderCommand.resupplied_by_served_unit());
    assert!(!R::InDirectSupport.resupplied_by_served_unit());
    assert!(!R::InSupport.resupplied_by_served_unit());
    assert!(R::InSupport.needs_release());
    assert_eq!(R::parse("direct-support"), Ok(R::InDirectSupport));
    assert!(R::parse("attached").unwrap_err().contains("under-command"));
}
