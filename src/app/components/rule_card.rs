//! A family's rule card, in the game's own words.

use crate::rules::Family;
use crate::view::rulecard::rule_card;
use yew::prelude::*;

/// Properties of [`RuleCardView`].
#[derive(Properties, PartialEq)]
pub struct RuleCardProps {
    /// The family to explain.
    pub family: Family,
    /// Whether to show the heading (the in-game card sits under its own summary line).
    #[prop_or(true)]
    pub heading: bool,
}

/// The rule card: who plays with what, then how the game goes.
#[function_component(RuleCardView)]
pub fn rule_card_view(props: &RuleCardProps) -> Html {
    let card = rule_card(props.family);
    let id = format!("rules-{}", props.family.id());
    html! {
        <section class="rule-card" aria-labelledby={id.clone()}>
            if props.heading {
                <h2 {id}>{ format!("How to play {}", props.family.name()) }</h2>
            } else {
                <h3 {id} class="visually-hidden">{ format!("How to play {}", props.family.name()) }</h3>
            }
            <p class="setup">{ card.setup }</p>
            <ul>
                { for card.points.iter().map(|p| html! { <li>{ *p }</li> }) }
            </ul>
        </section>
    }
}
