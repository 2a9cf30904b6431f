//! Matador (All Sevens): tiles join where the touching numbers add up to the target (7
//! with double-six, top number plus one with bigger sets). Matadors (tiles adding up to
//! the target, and 0-0) are wild and the only tiles a blank end takes. Drawing is allowed
//! even when a tile fits. Scored like Block & Draw, first to 100.

use super::target::{add_and_check_target, settle_counts};
use super::{top_double_pose, DrawRule, FamilyRules, Join, Mechanics, RuleSpec, Variant};
use crate::rules::outcome::{MatchState, NextPose};
use crate::rules::round::{Notes, PoseRule, Round, RoundResult};
use crate::rules::tileset::TileSet;

pub(crate) struct Matador;

static SPECS: [RuleSpec; 2] = [
    RuleSpec {
        key: "hand_size",
        label: "Tiles each",
        help: "How many tiles each player is dealt.",
        values: &["7", "5"],
    },
    RuleSpec {
        key: "target",
        label: "Play to",
        help: "The score that wins the match.",
        values: &["100", "150", "200"],
    },
];

impl FamilyRules for Matador {
    fn specs(&self, _players: u8) -> &'static [RuleSpec] {
        &SPECS
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        let hand_size = if v.rule("hand_size") == "5" { 5 } else { 7 };
        Mechanics {
            join: Join::SumTo(v.set().top() + 1),
            draw: DrawRule::Anytime,
            ..Mechanics::line(v.players(), v.set(), hand_size)
        }
    }

    fn opening_pose(&self, _v: &Variant, hands: &[TileSet]) -> PoseRule {
        top_double_pose(hands, false)
    }

    fn settle(&self, v: &Variant, round: &Round, _ties: u32, notes: &mut Notes) -> RoundResult {
        settle_counts(v, round, notes, false)
    }

    fn advance(
        &self,
        v: &Variant,
        state: &mut MatchState,
        result: &RoundResult,
        notes: &mut Notes,
    ) {
        add_and_check_target(v, state, result, notes);
        state.next_pose = NextPose::Opening;
    }
}
