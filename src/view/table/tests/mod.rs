//! Tests of the table: its reducer, its moves, the panels it gives and whole matches.

mod browser;
mod computer;
mod hand_end;
mod page;
mod play;

use super::*;
use crate::rules::{Family, HouseRules, LayoutKind, Phase, Side};
use crate::view::saved::SavedError;
use crate::view::screen::Relation;
use crate::view::settings::{Pace, Settings, SettingsChange};

fn table(family: Family, players: u8, rules: &[(&str, &str)], seed: u64) -> TableState {
    let mut house = HouseRules::new();
    for (k, v) in rules {
        house.set(k, v);
    }
    let variant = Variant::new(family, players, 6, &house).expect("valid variant");
    TableState::new(variant, [Level::Easy; 4], seed)
}

fn jamaican(seed: u64) -> TableState {
    table(Family::Jamaican, 4, &[], seed)
}

/// Everything the panels offer you is legal, and every legal move is offered.
fn check_offers(t: &TableState) {
    let c = t.controls();
    let legal = t.legal();
    for h in t.hand() {
        let can = t.your_turn() && legal.iter().any(|m| tile_of(*m) == Some(h.tile));
        assert_eq!(h.playable, can, "{}", h.label());
    }
    if t.your_turn() && t.picked_tile().is_none() {
        for mv in legal {
            let offered = match mv {
                Move::Pose(_) | Move::Play { .. } => true,
                Move::Draw => c.draw == Some(true),
                Move::Pass => c.pass || c.claim.is_some(),
                Move::Claim => c.claim.is_some(),
                Move::Muggins => c.muggins.is_some(),
                Move::Poser(s) => c.posers.iter().any(|p| p.value == *s),
            };
            assert!(offered, "{mv:?} is legal but not offered");
        }
    }
    if c.draw == Some(true) {
        assert!(legal.contains(&Move::Draw));
    }
    if c.pass {
        assert!(legal.contains(&Move::Pass));
    }
    if !t.your_turn() {
        assert!(t.hand().iter().all(|h| !h.playable));
        assert!(c.draw != Some(true) && !c.pass && c.posers.is_empty());
    }
}

/// Plays a match through with [`TableState::first_choice`]; returns the final state and the
/// number of hands played.
fn play_out(t: TableState, check: bool) -> (TableState, usize) {
    let (t, hands, _) = play_counting(t, check);
    (t, hands)
}

/// [`play_out`], also counting the actions taken for you (clicks in the browser).
fn play_counting(mut t: TableState, check: bool) -> (TableState, usize, usize) {
    let mut yours = 0;
    for _ in 0..100_000 {
        if check {
            check_offers(&t);
        }
        let Some(action) = t.first_choice() else {
            break;
        };
        if !matches!(action, TableAction::Computer(_)) {
            yours += 1;
        }
        let before = (t.hand_number(), t.game().moves().len(), t.picked);
        t = t.reduce(action);
        let after = (t.hand_number(), t.game().moves().len(), t.picked);
        assert_ne!(before, after, "{action:?} changed nothing");
    }
    assert!(t.game().is_over(), "the match did not finish");
    let hands = t.hand_number();
    (t, hands, yours)
}

/// A seed whose deal gives South the 6-6, and one whose deal does not.
fn seeds() -> (u64, u64) {
    let holds = |s: u64| jamaican(s).hand().iter().any(|h| h.tile == Tile::new(6, 6));
    let with = (0..200).find(|&s| holds(s)).expect("a deal with 6-6");
    let without = (0..200).find(|&s| !holds(s)).expect("a deal without");
    (with, without)
}

/// Plays computer moves (and your first choices) until `want` holds for you.
/// The ends `tile` may be played on, in the order of the legal moves (a Matador wild
/// tile's end once per number it may leave open).
fn ends_for(t: &TableState, tile: Tile) -> Vec<End> {
    t.legal()
        .iter()
        .filter_map(|m| match m {
            Move::Play { tile: x, end, .. } if *x == tile => Some(*end),
            _ => None,
        })
        .collect()
}

fn until(mut t: TableState, want: impl Fn(&TableState) -> bool) -> Option<TableState> {
    for _ in 0..20_000 {
        if t.your_turn() && want(&t) {
            return Some(t);
        }
        let action = t.first_choice()?;
        t = t.reduce(action);
    }
    None
}
