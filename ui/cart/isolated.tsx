// Moved to ui/kit (the top banner and the home page isolate amounts too); kept here for the screens that import it from the cart.
export { isolate, isolated } from '../kit/isolated';
