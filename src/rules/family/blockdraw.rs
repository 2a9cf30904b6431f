//! Block & Draw: two to four players, any set, five tiles each (or seven), the highest
//! double poses, clockwise; draw until a tile fits (or, in the block form, pass). The
//! winner scores the others' counts; first to 100.

use super::target::{add_and_check_target, settle_counts};
use super::{
    top_double_pose, DrawRule, FamilyRules, Mechanics, RuleCard, RuleSpec, TypedRules, Variant,
};
use crate::rules::hand::{Hand, HandResult, Notes, PoseRule};
use crate::rules::outcome::{MatchState, NextPose};
use crate::rules::seat::Direction;
use crate::rules::tile::DominoSet;
use crate::rules::tileset::TileSet;

pub(crate) struct BlockDraw;

const HAND_SIZE: RuleSpec = RuleSpec {
    key: "hand_size",
    label: "Tiles each",
    help: "How many tiles each player is dealt.",
    values: &["5", "7"],
};

/// [`HAND_SIZE`]'s values, typed.
const HAND_SIZES: [BlockDrawHand; 2] = [BlockDrawHand::Five, BlockDrawHand::Seven];

const MODE: RuleSpec = RuleSpec {
    key: "mode",
    label: "When stuck",
    help: "Draw: take tiles from the boneyard until one fits. Block: pass instead.",
    values: &["draw", "block"],
};

/// [`MODE`]'s values, typed.
const MODES: [Stuck; 2] = [Stuck::Draw, Stuck::Pass];

const TARGET: RuleSpec = RuleSpec {
    key: "target",
    label: "Play to",
    help: "The score that wins the match.",
    values: &["100", "150", "200"],
};

/// [`TARGET`]'s values, typed.
const TARGETS: [i32; 3] = [100, 150, 200];

static SPECS: [RuleSpec; 3] = [HAND_SIZE, MODE, TARGET];

/// Block & Draw's deal: tiles each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockDrawHand {
    /// Five tiles each.
    Five,
    /// Seven tiles each.
    Seven,
}

/// What a Block & Draw player who cannot play does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stuck {
    /// Draws from the boneyard until a tile fits.
    Draw,
    /// Passes (the block form).
    Pass,
}

typed_rules! {
    /// Block & Draw's house rules, typed.
    pub struct BlockDrawRules in Options::BlockDraw {
        /// Tiles each.
        hand_size: BlockDrawHand = HAND_SIZE / HAND_SIZES,
        /// What a stuck player does.
        mode: Stuck = MODE / MODES,
        /// The score that wins the match.
        target: i32 = TARGET / TARGETS,
    }
}

/// The rule card: the game in a few lines, in the game's own words.
pub(super) static CARD: RuleCard = RuleCard {
    setup: "Two to four players, each for themself; double-six, double-nine, double-twelve or double-fifteen, five tiles each (or seven).",
    points: &[
        "Turns go to the left (most other games go to the right): the player on your left plays after you. The highest double opens; if nobody was dealt a double, the tiles are dealt again.",
        "You must play if you can. If you cannot, draw until a tile fits, and pass only when the boneyard is empty (the Block option: no drawing, just pass).",
        "Going out scores everyone else's count. If the game blocks, the lowest count scores the others' counts minus their own.",
        "The first to 100 wins.",
    ],
};

impl TypedRules for BlockDrawRules {
    fn target(&self) -> Option<i32> {
        Some(self.target)
    }
}

impl FamilyRules for BlockDraw {
    fn player_counts(&self) -> &'static [u8] {
        &[2, 3, 4]
    }

    fn sets(&self) -> &'static [DominoSet] {
        &DominoSet::ALL
    }

    fn specs(&self, _players: u8) -> &'static [RuleSpec] {
        &SPECS
    }

    fn match_goal(&self, v: &Variant) -> String {
        format!("First to {}.", BlockDrawRules::of(v).target)
    }

    fn count_scale(&self) -> Option<f64> {
        Some(25.0)
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        let rules = BlockDrawRules::of(v);
        let hand_size = match rules.hand_size {
            BlockDrawHand::Five => 5,
            BlockDrawHand::Seven => 7,
        };
        Mechanics {
            draw: match rules.mode {
                Stuck::Pass => DrawRule::Never,
                Stuck::Draw => DrawRule::WhenStuck,
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

    fn settle(&self, v: &Variant, hand: &Hand, _ties: u32, notes: &mut Notes) -> HandResult {
        settle_counts(v, hand, notes, false)
    }

    fn advance(&self, v: &Variant, state: &mut MatchState, result: &HandResult, notes: &mut Notes) {
        add_and_check_target(v, state, result, notes);
        state.next_pose = NextPose::Opening;
    }
}
