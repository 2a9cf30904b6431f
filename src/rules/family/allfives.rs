//! All Fives (Muggins): the first double is a spinner (up to four ends); a play that makes
//! the open ends total a multiple of five scores that total. Draw when stuck. Going out
//! scores the others' counts rounded to the nearest five; first to 100, 150 or 250. With
//! the muggins option points must be claimed, and a missed claim goes to the next player.

use super::target::{add_and_check_target, settle_counts};
use super::{
    top_double_pose, DrawRule, FamilyRules, Fives, Mechanics, RuleCard, RuleSpec, TypedRules,
    Variant, OFF_ON,
};
use crate::rules::hand::{Hand, HandResult, Notes, PoseRule};
use crate::rules::layout::LayoutKind;
use crate::rules::outcome::{MatchState, NextPose};
use crate::rules::seat::Seat;
use crate::rules::tile::DominoSet;
use crate::rules::tileset::TileSet;

pub(crate) struct AllFives;

const HAND_SIZE: RuleSpec = RuleSpec {
    key: "hand_size",
    label: "Tiles each",
    help: "Standard: 7 with two players, 5 with three or four. Large: 9 with two, 7 with three, 5 with four.",
    values: &["standard", "large"],
};

/// [`HAND_SIZE`]'s values, typed.
const HAND_SIZES: [AllFivesHand; 2] = [AllFivesHand::Standard, AllFivesHand::Large];

const TARGET: RuleSpec = RuleSpec {
    key: "target",
    label: "Play to",
    help: "The score that wins the match.",
    values: &["100", "150", "250"],
};

/// [`TARGET`]'s values, typed.
const TARGETS: [i32; 3] = [100, 150, 250];

const MUGGINS: RuleSpec = RuleSpec {
    key: "muggins",
    label: "Muggins",
    help: "Points must be claimed; a missed claim can be taken by the next player.",
    values: &["off", "on"],
};

static SPECS: [RuleSpec; 3] = [HAND_SIZE, TARGET, MUGGINS];

/// All Fives' deal: here "hand_size" names a scale, not a number of tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AllFivesHand {
    /// 7 tiles each with two players, 5 with three or four.
    Standard,
    /// 9, 7 and 5.
    Large,
}

typed_rules! {
    /// All Fives' house rules, typed.
    pub struct AllFivesRules in Options::AllFives {
        /// Tiles each.
        hand_size: AllFivesHand = HAND_SIZE / HAND_SIZES,
        /// The score that wins the match.
        target: i32 = TARGET / TARGETS,
        /// Points must be claimed.
        muggins: bool = MUGGINS / OFF_ON,
    }
}

/// The rule card: the game in a few lines, in the game's own words.
pub(super) static CARD: RuleCard = RuleCard {
    setup: "Two to four players, each for themself; any set, seven tiles each with two players, five with three or four. The highest double opens the first hand (with no double dealt, the heaviest tile), later the last hand's winner with any tile (after a tie, the highest double again); turns go to the right.",
    points: &[
        "The first double played is the spinner: once both of its long sides are covered, tiles may go on its short sides too, for up to four open ends (the spinner's arms).",
        "After your play, add up the open ends. A multiple of five scores that many points. A double lying across an end counts both halves.",
        "If nothing fits, draw until something does. Muggins option: you must claim your points yourself, and points you forget can be taken by the next player.",
        "Going out scores the others' counts, rounded to the nearest five; a blocked game gives whoever has the lowest count the others' counts minus their own, rounded too.",
        "The first to 100 wins (or 150 or 250).",
    ],
};

impl TypedRules for AllFivesRules {
    fn target(&self) -> Option<i32> {
        Some(self.target)
    }
}

impl FamilyRules for AllFives {
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
        format!("First to {}.", AllFivesRules::of(v).target)
    }

    fn count_scale(&self) -> Option<f64> {
        Some(15.0)
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        let rules = AllFivesRules::of(v);
        let large = rules.hand_size == AllFivesHand::Large;
        let hand_size = match (v.players(), large) {
            (2, false) => 7,
            (2, true) => 9,
            (3, true) => 7,
            _ => 5,
        };
        Mechanics {
            layout: LayoutKind::Spinner,
            draw: DrawRule::WhenStuck,
            fives: if rules.muggins {
                Fives::Muggins
            } else {
                Fives::Auto
            },
            ..Mechanics::line(v.players(), v.set(), hand_size)
        }
    }

    fn opening_pose(&self, _v: &Variant, hands: &[TileSet]) -> PoseRule {
        top_double_pose(hands, false)
    }

    fn settle(&self, v: &Variant, hand: &Hand, _ties: u32, notes: &mut Notes) -> HandResult {
        let mut r = settle_counts(v, hand, notes, true);
        for s in Seat::all(v.players()) {
            let earned = hand.earned(s);
            if earned == 0 {
                continue;
            }
            r.points[v.side_of(s).index()] += earned as i32;
            let taken = hand.muggins_taken(s);
            notes.add(|| {
                let muggins = if taken > 0 {
                    format!(", {taken} of them by muggins")
                } else {
                    String::new()
                };
                format!(
                    "{} scored {earned} in fives during play{muggins}.",
                    s.name(v.players())
                )
            });
        }
        r
    }

    fn advance(&self, v: &Variant, state: &mut MatchState, result: &HandResult, notes: &mut Notes) {
        add_and_check_target(v, state, result, notes);
        state.next_pose = match result.winner {
            Some(side) => NextPose::Seat(side.seat()),
            None => NextPose::Opening,
        };
    }
}
