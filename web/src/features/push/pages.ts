// The push feature's Account Settings section (loaded with the settings page's chunk).
export { PushSettings } from './components/push-settings';
