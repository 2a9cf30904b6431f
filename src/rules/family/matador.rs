//! Matador (All Sevens): tiles join where the touching numbers add up to the target (7
//! with double-six, top number plus one with bigger sets). Matadors (tiles adding up to
//! the target, and 0-0) are wild and the only tiles a blank end takes. Drawing is allowed
//! even when a tile fits. Scored like Block & Draw, first to 100.

use super::target::{add_and_check_target, settle_counts};
use super::{
    top_double_pose, DrawRule, FamilyRules, Join, Mechanics, RuleCard, RuleSpec, TypedRules,
    Variant,
};
use crate::rules::hand::{Hand, HandResult, Notes, PoseRule};
use crate::rules::outcome::{MatchState, NextPose};
use crate::rules::tile::DominoSet;
use crate::rules::tileset::TileSet;

pub(crate) struct Matador;

const HAND_SIZE: RuleSpec = RuleSpec {
    key: "hand_size",
    label: "Tiles each",
    help: "How many tiles each player is dealt.",
    values: &["7", "5"],
};

/// [`HAND_SIZE`]'s values, typed.
const HAND_SIZES: [MatadorHand; 2] = [MatadorHand::Seven, MatadorHand::Five];

const TARGET: RuleSpec = RuleSpec {
    key: "target",
    label: "Play to",
    help: "The score that wins the match.",
    values: &["100", "150", "200"],
};

/// [`TARGET`]'s values, typed.
const TARGETS: [i32; 3] = [100, 150, 200];

static SPECS: [RuleSpec; 2] = [HAND_SIZE, TARGET];

/// Matador's deal: tiles each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatadorHand {
    /// Seven tiles each.
    Seven,
    /// Five tiles each.
    Five,
}

typed_rules! {
    /// Matador's house rules, typed.
    pub struct MatadorRules in Options::Matador {
        /// Tiles each.
        hand_size: MatadorHand = HAND_SIZE / HAND_SIZES,
        /// The score that wins the match.
        target: i32 = TARGET / TARGETS,
    }
}

/// The rule card: the game in a few lines, in the game's own words.
pub(super) static CARD: RuleCard = RuleCard {
    setup: "Two to four players, each for themself; any set, seven tiles each (or five). The highest double opens every hand (with no double dealt, the heaviest tile); turns go to the right.",
    points: &[
        "Tiles join where the touching numbers add up to the target: 7 with double-six (a 3 end takes a 4), one more than the top number with bigger sets. Doubles go in line.",
        "Matadors are wild: 0-0 and every tile whose numbers make the target. They go on any end, you choose which of their numbers stays open, and only they can go on a blank.",
        "The tiles not dealt are the boneyard: you may draw from it even when you could play, and if nothing fits you draw until something does. With none left (four players with double-six deal out every tile) you pass.",
        "No points during play. Going out scores the others' counts; a blocked game gives whoever has the lowest count the others' counts minus their own. The first to 100 wins.",
    ],
};

impl TypedRules for MatadorRules {
    fn target(&self) -> Option<i32> {
        Some(self.target)
    }
}

impl FamilyRules for Matador {
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
        format!("First to {}.", MatadorRules::of(v).target)
    }

    fn count_scale(&self) -> Option<f64> {
        Some(25.0)
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        let hand_size = match MatadorRules::of(v).hand_size {
            MatadorHand::Seven => 7,
            MatadorHand::Five => 5,
        };
        Mechanics {
            join: Join::SumTo(v.set().top() + 1),
            draw: DrawRule::Anytime,
            ..Mechanics::line(v.players(), v.set(), hand_size)
        }
    }

    fn opening_pose(&self, _v: &Variant, hands: &[TileSet]) -> PoseRule {
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
