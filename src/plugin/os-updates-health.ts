/** The Overview status card's "OS updates" item (`console.dashboards/overview/health/resource`). */
export {
  osUpdatesHealthResources as resources,
  osUpdatesHealth as healthHandler,
} from '../components/overview/os-updates-health';
export { OsUpdatesHealthPopup as HealthPopup } from '../components/overview/OsUpdatesHealthPopup';
