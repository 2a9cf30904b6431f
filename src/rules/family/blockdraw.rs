//! Block & Draw: two to four players, any set, five tiles each (or seven), the highest
//! double poses, clockwise; draw until a tile fits (or, in the block form, pass). The
//! winner scores the others' counts; first to 100.

use super::target::{add_and_check_target, settle_counts};
use super::{top_double_pose, DrawRule, FamilyRules, Mechanics, RuleSpec, Variant};
use crate::rules::outcome::{MatchState, NextPose};
use crate::rules::round::{Notes, PoseRule, Round, RoundResult};
use crate::rules::seat::Direction;
use crate::rules::tileset::TileSet;

pub(crate) struct BlockDraw;

static SPECS: [RuleSpec; 3] = [
    RuleSpec {
        key: "hand_size",
        label: "Tiles each",
        help: "How many tiles each player is dealt.",
        values: &["5", "7"],
    },
    RuleSpec {
        key: "mode",
        label: "When stuck",
        help: "Draw: take tiles from the boneyard until one fits. Block: pass instead.",
        values: &["draw", "block"],
    },
    RuleSpec {
        key: "target",
        label: "Play to",
        help: "The score that wins the match.",
        values: &["100", "150", "200"],
    },
];

impl FamilyRules for BlockDraw {
    fn specs(&self, _players: u8) -> &'static [RuleSpec] {
        &SPECS
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        let hand_size = if v.rule("hand_size") == "7" { 7 } else { 5 };
        Mechanics {
            draw: if v.rule("mode") == "block" {
                DrawRule::Never
            } else {
                DrawRule::WhenStuck
            },
            direction: Direction::Clockwise,
            needs_double: true,
            ..Mechanics::line(v.players(), v.set(), hand_size)
        }
    }

    fn opening_pose(&self, _v: &Variant, hands: &[TileSet]) -> PoseRule {
        // The highest double. A seeded match redeals until some hand holds one; a deal
        // given explicitly (a record) may hold none, and then the heaviest tile poses
        // rather than a tile nobody holds.
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
